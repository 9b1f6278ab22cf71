import { imageSrcSet } from "~/lib/images";

export const placeholderImage = "/placeholder-product.png";

/**
 * A product's picture: the stored WebP copies for the screen's width, fixed proportions (no layout
 * shift), lazy unless it is the page's main picture.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  eager = false,
  className = "",
}: {
  src: string | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src ?? placeholderImage}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={480}
      height={360}
      loading={eager ? "eager" : "lazy"}
      // The page's main picture is usually its largest paint: fetched before the scripts.
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={`aspect-[4/3] object-cover ${className}`}
    />
  );
}
