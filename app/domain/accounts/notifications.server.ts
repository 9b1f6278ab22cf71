import { and, desc, eq, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { bothLanguages } from "~/infra/texts.server";
import type { Language } from "~/lib/i18n";

/** A notification as the pages see it (the API's wire names are in routes/api/presenters). */
export interface NotificationItem {
  id: number;
  title: string;
  viTitle: string;
  url: string | null;
  read: boolean;
  createdAt: Date;
}

export interface NewNotification {
  title: string;
  viTitle: string;
  url?: string | null;
}

const columns = {
  id: notifications.id,
  title: notifications.title,
  viTitle: notifications.viTitle,
  url: notifications.url,
  read: sql<boolean>`${notifications.readed} <> 0`.mapWith(Boolean),
  createdAt: notifications.createdAt,
};

// Every dashboard page reads the bell: one prepared query. The unread count is a subquery of its own
// (run once, on the index of the unread), so the newest rows are read from the index alone, not after
// counting the member's whole history.
const bellOfUser = db
  .select({
    ...columns,
    unread:
      sql<number>`(select count(*) from ${notifications} u where u.user_id = ${sql.placeholder("userId")} and u.readed = 0)`.mapWith(
        Number,
      ),
  })
  .from(notifications)
  .where(eq(notifications.userId, sql.placeholder("userId")))
  .orderBy(desc(notifications.createdAt), desc(notifications.id))
  .limit(sql.placeholder("limit"))
  .prepare("notification_bell");

/** The user's notifications, newest first (at most `limit`). */
export async function listNotifications(userId: number, limit = 100): Promise<NotificationItem[]> {
  return (await notificationBell(userId, limit)).notifications;
}

/** The header's bell: how many are unread, and the newest `limit`. */
export async function notificationBell(userId: number, limit: number) {
  const rows = await bellOfUser.execute({ userId, limit });
  return { unread: rows[0]?.unread ?? 0, notifications: rows.map(({ unread: _, ...item }) => item) };
}

/** Marks every unread notification of the user read; answers how many changed. */
export async function markAllRead(userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readed: 1 })
    .where(and(eq(notifications.userId, userId), eq(notifications.readed, 0)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notify(userId: number, notification: NewNotification): Promise<NotificationItem> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, title: notification.title, viTitle: notification.viTitle, url: notification.url ?? null })
    .returning(columns);
  return row;
}

/** A notification in both languages from wallet:notify.<key>. */
export async function notifyWallet(
  userId: number,
  key: string,
  params: Record<string, string | ((lng: Language) => string)>,
  url: string,
) {
  // A figure is written as each language writes it (decision 194): an amount is given as a function.
  const inLanguage = (lng: Language) =>
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === "function" ? value(lng) : value]));
  await notify(userId, { ...bothLanguages(`wallet:notify.${key}`, (_t, lng) => inLanguage(lng)), url });
}
