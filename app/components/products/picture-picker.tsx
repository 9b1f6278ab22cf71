import { useEffect, useMemo, useRef, useState, type DragEvent } from "react";

import { useTranslation } from "~/lib/use-translation";

const accepted = ["image/png", "image/jpeg"];

/**
 * New pictures for a product (decision 224): a plain `<input type="file" multiple>` that works
 * without JavaScript, inside a zone pictures can be dropped on. With JavaScript the chosen files
 * show as previews, each removable before the upload, and choosing again adds to them (the input's
 * files are rewritten to match, so the form posts exactly what the previews show).
 */
export function PicturePicker({ id, describedBy }: { id: string; describedBy?: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [over, setOver] = useState(false);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const keep = (next: File[]) => {
    const transfer = new DataTransfer();
    next.forEach((file) => transfer.items.add(file));
    if (input.current) input.current.files = transfer.files;
    setFiles(next);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    keep([...files, ...Array.from(event.dataTransfer.files).filter((f) => accepted.includes(f.type))]);
  };

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 text-center ${over ? "border-emerald-600 bg-emerald-50" : "border-slate-300"}`}
        data-testid="picture-drop-zone"
      >
        <p className="mb-2 text-sm text-slate-600">{t("products:gallery.drop")}</p>
        <input
          ref={input}
          id={id}
          name="pictures"
          type="file"
          multiple
          accept={accepted.join(",")}
          aria-describedby={describedBy}
          onChange={(event) => keep([...files, ...Array.from(event.target.files ?? [])])}
          className="max-w-full min-w-0 text-sm"
        />
      </div>
      {previews.length > 0 ? (
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t("products:gallery.chosen")}>
          {previews.map(({ file, url }, index) => (
            <li key={url} className="rounded border border-slate-200 p-2" data-testid="picture-preview">
              <img src={url} alt={file.name} className="h-20 w-full rounded object-cover" />
              <p className="mt-1 truncate text-xs text-slate-600">{file.name}</p>
              <button
                type="button"
                onClick={() => keep(files.filter((_, i) => i !== index))}
                className="mt-1 text-xs text-red-700 underline hover:text-red-900"
                aria-label={t("products:gallery.removeNamed", { name: file.name })}
                data-testid="picture-preview-remove"
              >
                {t("products:gallery.removeNew")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
