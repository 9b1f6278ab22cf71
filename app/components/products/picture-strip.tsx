import { ProductImage } from "~/components/store/product-image";
import { useTranslation } from "~/lib/use-translation";

/** Every picture of a product, in the gallery's order, for an admin to see them all (the first is the thumbnail). */
export function PictureStrip({ pictures, testId }: { pictures: readonly string[]; testId?: string }) {
  const { t } = useTranslation();
  if (pictures.length === 0) return <span className="text-slate-500">{t("products:gallery.empty")}</span>;
  return (
    <ol className="flex flex-wrap gap-2" aria-label={t("products:gallery.list")} data-testid={testId}>
      {pictures.map((src, index) => (
        <li key={src} className="text-center text-xs text-slate-600" data-testid="review-picture">
          <a href={src} target="_blank" rel="noreferrer" className="block">
            <ProductImage
              src={src}
              alt={t("storefront:product.showPicture", { index: index + 1, count: pictures.length })}
              sizes="96px"
              className="h-16 w-20 rounded border border-slate-200"
            />
          </a>
          {index === 0 ? t("products:gallery.thumbnail") : `#${index + 1}`}
        </li>
      ))}
    </ol>
  );
}
