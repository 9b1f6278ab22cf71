import type { NotificationItem } from "~/domain/accounts";

/** A notification on the wire: the specification's field names (`vi_title`, `readed` 0 or 1). */
export function notificationJson(n: NotificationItem) {
  return { id: n.id, title: n.title, vi_title: n.viTitle, url: n.url, readed: n.read ? 1 : 0, created_at: n.createdAt };
}
