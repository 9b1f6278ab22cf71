import { useState, type DragEvent } from "react";

import { FieldFrame } from "~/components/forms";
import { ProductImage } from "~/components/store/product-image";
import { useTranslation } from "~/lib/use-translation";

import { PicturePicker } from "./picture-picker";

interface FieldMeta {
  id: string;
  errorId: string;
  errors?: string[];
}

/** `list` with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * A product's gallery (decision 200): the pictures it has, each with an order number and a remove
 * box (the order without JavaScript: the numbers sort the pictures on save), dragged into order
 * with JavaScript; then new pictures to add (PicturePicker). The first picture is the thumbnail.
 */
export function GalleryFields({ pictures, images, field }: { pictures: string[]; images?: FieldMeta; field: FieldMeta }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(pictures);
  const [dragged, setDragged] = useState<number | null>(null);
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) setOrder(moved(order, dragged, index));
    setDragged(null);
  };
  const errors = [...(images?.errors ?? []), ...(field.errors ?? [])];
  return (
    <FieldFrame
      id={field.id}
      label={t("products:fields.pictures")}
      hint={t("products:hints.pictures")}
      errors={errors}
      errorId={field.errorId}
    >
      <input type="hidden" name="gallery" value="1" />
      {order.length === 0 ? null : (
        <>
          <p className="mb-2 text-xs text-slate-500">{t("products:gallery.howTo")}</p>
          <ol
            className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-4"
            aria-label={t("products:gallery.list")}
            data-testid="gallery-editor"
          >
            {order.map((src, index) => (
              <li
                key={src}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={dropOn(index)}
                className={`cursor-move rounded border p-2 ${dragged === index ? "border-emerald-600 opacity-60" : "border-slate-200"}`}
                data-testid="gallery-item"
                data-src={src}
              >
                <ProductImage src={src} alt="" sizes="96px" className="h-16 w-full rounded" />
                {index === 0 ? (
                  <p className="mt-1 text-xs font-medium text-emerald-700">{t("products:gallery.thumbnail")}</p>
                ) : null}
                <input type="hidden" name={`images[${index}].src`} value={src} />
                <label className="mt-1 flex items-center gap-1 text-xs text-slate-700">
                  <span className="sr-only">{t("products:gallery.order", { index: index + 1 })}</span>
                  <span aria-hidden="true">#</span>
                  <input
                    type="number"
                    name={`images[${index}].position`}
                    min={1}
                    max={order.length}
                    value={index + 1}
                    onChange={(event) => {
                      const to = Number(event.target.value) - 1;
                      if (Number.isInteger(to)) setOrder(moved(order, index, to));
                    }}
                    className="w-14 rounded border border-slate-300 px-1 py-0.5"
                    data-testid="gallery-position"
                  />
                </label>
                <label className="mt-1 flex items-center gap-1 text-xs text-slate-700">
                  <input type="checkbox" name={`images[${index}].remove`} data-testid="gallery-remove" />
                  {t("products:gallery.remove", { index: index + 1 })}
                </label>
              </li>
            ))}
          </ol>
        </>
      )}
      <PicturePicker id={field.id} describedBy={errors.length > 0 ? field.errorId : undefined} />
    </FieldFrame>
  );
}
