import { Form, Link } from "react-router";

import { SubmitButton } from "~/components/forms";
import { notificationHref } from "~/components/layout/notification-bell";
import { PageTitle } from "~/components/page-title";
import { listNotifications, markAllRead } from "~/domain/accounts";
import { formatWhen } from "~/lib/dates";
import { useLanguage } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";
import { orLogged } from "~/utils/or-logged.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/notifications";

export async function loader({ context }: Route.LoaderArgs) {
  const user = currentUser(context);
  return { notifications: await listNotifications(user.id) };
}

/** "Mark all as read" (also what the bell posts the first time it opens). */
// Not a formAction(): a button without fields whose answer is data for the bell, never refused.
export async function action({ context }: Route.ActionArgs) {
  const user = currentUser(context);
  // A failure to mark them is only logged (§8): they stay unread, the page goes on.
  return { marked: await orLogged("mark notifications read", () => markAllRead(user.id), 0) };
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { notifications } = loaderData;
  const unread = notifications.some((n) => !n.read);
  return (
    <section className="max-w-3xl">
      <PageTitle title={t("dashboard:notifications.title")} />
      {unread ? (
        <Form method="post" className="mb-4 inline-block">
          <SubmitButton data-testid="mark-all-read">{t("dashboard:notifications.markAllRead")}</SubmitButton>
        </Form>
      ) : null}
      {notifications.length === 0 ? (
        <p className="text-slate-600" data-testid="notifications-empty">
          {t("dashboard:notifications.empty")}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" data-testid="notifications-list">
          {notifications.map((n) => {
            const title = lng === "vi" ? n.viTitle : n.title;
            return (
              <li key={n.id} className="flex items-start gap-3 px-4 py-3" data-unread={!n.read || undefined}>
                <span
                  className={`mt-2 h-2 w-2 shrink-0 rounded-full ${!n.read ? "bg-emerald-500" : "bg-transparent"}`}
                  aria-hidden
                />
                <div className="min-w-0 flex-1">
                  {n.url ? (
                    <Link to={notificationHref(n.url, lng)} className={`hover:underline ${!n.read ? "font-semibold" : ""}`}>
                      {title}
                    </Link>
                  ) : (
                    <p className={!n.read ? "font-semibold" : ""}>{title}</p>
                  )}
                  <p className="text-xs text-slate-500">
                    <time dateTime={new Date(n.createdAt).toISOString()}>{formatWhen(n.createdAt)}</time>
                    {!n.read ? <span className="ml-2 text-emerald-700">{t("dashboard:notifications.unread")}</span> : null}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
