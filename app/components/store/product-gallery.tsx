import { Link, useSearchParams } from "react-router";

import { useTranslation } from "~/lib/use-translation";

import { ProductImage } from "./product-image";

/** Which picture `?image=N` (from 1) asks for, kept within the gallery. */
export function galleryIndex(param: string | null, count: number): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : 0;
}

/**
 * The product page's pictures (decision 145): the chosen one large, every one as a thumbnail
 * link to `?image=N` — plain links, so the gallery works without JavaScript; with it they change
 * the picture without scrolling.
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: (string | null)[] }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const shown = galleryIndex(searchParams.get("image"), pictures.length);
  const at = (index: number) => {
    const next = new URLSearchParams(searchParams);
    if (index === 0) next.delete("image");
    else next.set("image", String(index + 1));
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  return (
    <div className="space-y-3" data-testid="product-gallery">
      <ProductImage
        src={pictures[shown] ?? null}
        alt={pictures.length > 1 ? t("storefront:product.picture", { name, index: shown + 1, count: pictures.length }) : name}
        sizes="(min-width: 768px) 50vw, 100vw"
        eager
        className="w-full rounded-lg border border-slate-200 bg-white"
      />
      {pictures.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("storefront:product.pictures", { name })}>
          {pictures.map((src, index) => (
            <li key={`${src}-${index}`}>
              <Link
                to={at(index)}
                replace
                preventScrollReset
                aria-current={index === shown ? "true" : undefined}
                className={`block overflow-hidden rounded border-2 ${index === shown ? "border-emerald-700" : "border-transparent hover:border-slate-300"}`}
                data-testid="gallery-thumb"
              >
                <ProductImage
                  src={src}
                  alt={t("storefront:product.showPicture", { index: index + 1, count: pictures.length })}
                  sizes="96px"
                  className="h-16 w-20 sm:h-20 sm:w-24"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
