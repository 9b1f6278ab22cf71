import { useCallback, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { InAppLink } from "~/components/ui/in-app-link";
import { formatWhen } from "~/lib/dates";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { localHref, localizePath, type Language } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";

import { firstBellOpening } from "./bell-read-once";
import { BellIcon } from "./icons";
import { useDismiss } from "./use-dismiss";

export interface BellNotification {
  id: number;
  title: string;
  viTitle: string;
  url: string | null;
  read: boolean;
  createdAt: Date | string;
}

/** An app path in the current language; web addresses as they are; anything else nowhere. */
export function notificationHref(url: string, lng: Language): string {
  if (url.startsWith("/") && !url.startsWith("//")) return localizePath(url, lng);
  return /^https?:\/\//i.test(url) ? url : localHref(lng, "/notifications");
}

/**
 * The bell with the unread count. Without JavaScript it is a link to /notifications; with it, it
 * opens a short list (about 325px high) and, the first time in a session with unread ones, marks
 * them all read.
 */
export function NotificationBell({ unread, items }: { unread: number; items: BellNotification[] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const fetcher = useFetcher();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, close);

  // The badge's text, which the link's name repeats (its name contains what it shows).
  const shown = unread > 99 ? "99+" : String(unread);
  const toggle = (event: React.MouseEvent) => {
    event.preventDefault();
    const next = !open;
    setOpen(next);
    if (next && unread > 0 && firstBellOpening()) {
      void fetcher.submit(null, { method: "post", action: localePath("/notifications") });
    }
  };

  return (
    <div ref={ref} className="relative" data-testid="notification-bell">
      <a
        href={localePath("/notifications")}
        onClick={toggle}
        aria-expanded={open}
        aria-label={t("dashboard:notifications.bell", { shown })}
        className="relative flex rounded p-2 hover:bg-slate-100"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
            data-testid="notification-count"
          >
            {shown}
          </span>
        ) : null}
      </a>
      {open ? (
        <div
          className="absolute right-0 z-40 mt-2 w-80 rounded-md border border-slate-200 bg-white shadow-lg"
          data-testid="notification-list"
        >
          <p className="border-b border-slate-100 px-4 py-2 text-sm font-semibold">{t("dashboard:notifications.title")}</p>
          <ul className="max-h-[325px] overflow-y-auto">
            {items.length === 0 ? (
              <li className="px-4 py-3 text-sm text-slate-500">{t("dashboard:notifications.empty")}</li>
            ) : null}
            {items.map((n) => {
              const text = lng === "vi" ? n.viTitle : n.title;
              const body = (
                <>
                  <span className={`block text-sm ${!n.read ? "font-semibold" : ""}`}>{text}</span>
                  <span className="block text-xs text-slate-500">{formatWhen(n.createdAt)}</span>
                </>
              );
              return (
                <li key={n.id} className="border-b border-slate-50 last:border-0">
                  {n.url ? (
                    <InAppLink href={notificationHref(n.url, lng)} className="block px-4 py-2 hover:bg-slate-50">
                      {body}
                    </InAppLink>
                  ) : (
                    <div className="px-4 py-2">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
          <InAppLink
            href={localePath("/notifications")}
            className="block border-t border-slate-100 px-4 py-2 text-center text-sm text-emerald-700 hover:bg-slate-50"
          >
            {t("dashboard:notifications.viewAll")}
          </InAppLink>
        </div>
      ) : null}
    </div>
  );
}
