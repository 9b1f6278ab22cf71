import { createHash } from "node:crypto";

import { imageWidths } from "~/lib/images";

import { DomainError } from "./errors";
import { objectStore } from "./storage.server";

/** The largest upload taken (the HTTP layer stops bodies at 10 MiB before this). */
export const maxImageBytes = 5 * 1024 * 1024;
/** Past this a picture is not a product photo (and decoding it would cost too much memory). */
export const maxImageSide = 8000;

const formats = { png: "png", jpeg: "jpg" } as const;

/** The WebP copy of a picture at `width` (never enlarged), as every stored image has them. */
export async function webpCopy(bytes: Uint8Array, width: number): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  return sharp(bytes).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}

/**
 * Checks an uploaded image by its content (png or jpeg, whatever its name says), keeps the original
 * and WebP copies at the widths the pages ask for, under names made from the content: the same
 * picture uploaded twice is stored once, and a name never changes meaning (long cache).
 * Answers the original's public path, "/media/images/{hash}.{ext}". `prepared` copies (by width,
 * made with `webpCopy`: the demo pictures') are stored as they are instead of being made again.
 */
export async function storeImage(
  bytes: Uint8Array,
  field = "thumbnail",
  prepared?: ReadonlyMap<number, Uint8Array>,
): Promise<string> {
  if (bytes.byteLength === 0) throw new DomainError("products:errors.imageEmpty", 422, field);
  if (bytes.byteLength > maxImageBytes) throw new DomainError("products:errors.imageTooLarge", 422, field);
  const { default: sharp } = await import("sharp");
  let metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: maxImageSide * maxImageSide }).metadata();
  } catch {
    throw new DomainError("products:errors.imageType", 422, field);
  }
  const extension = formats[metadata.format as keyof typeof formats];
  if (!extension) throw new DomainError("products:errors.imageType", 422, field);
  if (!metadata.width || !metadata.height || metadata.width > maxImageSide || metadata.height > maxImageSide) {
    throw new DomainError("products:errors.imageSize", 422, field);
  }
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 24);
  const key = `images/${hash}.${extension}`;
  const store = await objectStore();
  if (!(await store.has(key))) {
    try {
      for (const width of imageWidths) {
        const webp = prepared?.get(width) ?? (await webpCopy(bytes, width));
        await store.put(`images/${hash}-${width}.webp`, webp, "image/webp");
      }
    } catch {
      // A file sharp can name but not decode (truncated, corrupt) is not an image either.
      throw new DomainError("products:errors.imageType", 422, field);
    }
    // The original last: its presence says the copies are there.
    await store.put(key, bytes, extension === "png" ? "image/png" : "image/jpeg");
  }
  return `/media/${key}`;
}

/** A stored file for the /media route, or null. */
export async function mediaFile(key: string) {
  if (!/^images\/[0-9a-f]{24}(-\d{2,4}\.webp|\.(png|jpg))$/.test(key)) return null;
  return (await objectStore()).get(key);
}
