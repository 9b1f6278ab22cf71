/** The widths of the WebP copies kept of every product image. */
export const imageWidths = [400, 800] as const;

/**
 * The srcset of a stored image ("/media/images/{hash}.jpg" → its WebP copies), or undefined for
 * an image from elsewhere (kept as it is).
 */
export function imageSrcSet(src: string | null | undefined): string | undefined {
  const match = src ? /^(\/media\/images\/[0-9a-f]{24})\.(png|jpg)$/.exec(src) : null;
  if (!match) return undefined;
  return imageWidths.map((width) => `${match[1]}-${width}.webp ${width}w`).join(", ");
}

/**
 * A product's pictures, in the gallery's order: its gallery when that starts with the thumbnail the
 * product has now, else the thumbnail alone — a new picture never shows beside the old one's views.
 */
export function productPictures(thumbnail: string | null, images: readonly string[]): (string | null)[] {
  return images.length > 0 && images[0] === thumbnail ? [...images] : [thumbnail];
}

/** A thumbnail path a client may send back (one this app stored), nothing else. */
export const storedImagePath = /^\/media\/images\/[0-9a-f]{24}\.(png|jpg)$/;
