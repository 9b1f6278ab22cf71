import { useEffect, useState } from "react";

import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";

import { siteLinks } from "./site-links";

/** The browser remembers here that the popup was shown. */
export const showedPopupKey = "showed-popup";

/** A one-time invitation to the members' group, shown the first time only (needs JavaScript). */
export function GroupPopup() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    try {
      if (localStorage.getItem(showedPopupKey)) return;
      localStorage.setItem(showedPopupKey, "1");
    } catch {
      return;
    }
    setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
      onClick={() => setOpen(false)}
      data-testid="group-popup"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="group-popup-title"
        className="w-full max-w-[500px] rounded-lg bg-white p-6 shadow-xl"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="group-popup-title" className="text-lg font-semibold">
          {t("store:popup.title")}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{t("store:popup.text")}</p>
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50"
          >
            {t("store:popup.close")}
          </button>
          <a
            href={siteLinks.groupJoin}
            target="_blank"
            rel="noreferrer"
            onClick={() => setOpen(false)}
            className={buttonClass()}
            data-testid="group-join-link"
          >
            {t("store:popup.join")}
          </a>
        </div>
      </div>
    </div>
  );
}
