import { useEffect, useRef, useState } from "react";

import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";

import { siteLinks } from "./site-links";

/** The browser remembers here that the popup was shown. */
export const showedPopupKey = "showed-popup";

/**
 * A one-time invitation to the members' group (specification: the second store layout's popup,
 * "the first time, remembered in local storage"). The browser remembers it the moment it shows, so
 * a reload, another page or closing it (button, backdrop, Escape, the link) never brings it back
 * (decision 232). It needs JavaScript: without it nothing is rendered and nothing covers the page.
 * A browser that keeps no local storage is never shown it, rather than shown it on every page.
 */
export function GroupPopup() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

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
    // The dialog takes the focus, and gives it back to where it was when it closes.
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      before?.focus();
    };
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
            ref={closeButton}
            type="button"
            onClick={() => setOpen(false)}
            data-testid="group-popup-close"
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
