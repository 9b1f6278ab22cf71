import { DomainError } from "./errors";
import { maxId } from "./params";

/**
 * The one cursor of every list read by keyset (decision 274): the API's `?cursor=` (`next_cursor`),
 * the member statement's, and the previous / next links of the back office's numbered pages. It names
 * a row's place in its list's order and which way to read from it, and is opaque to clients
 * (base64url): a list refuses one it did not give (400), so a mangled cursor is never read as the
 * first page.
 */
export interface Position {
  /** The row's instant to the microsecond, for an order by a time the row's id does not follow. */
  at?: string;
  /** The row's id, or a queue's signed key (id while pending, -id once decided). */
  key: number;
}

export interface Cursor extends Position {
  /** The page before the position (a previous link), read backwards; otherwise the page after it. */
  back: boolean;
}

const shape = /^([ab])\|(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)?\|(-?\d{1,15})$/;

export function encodeCursor(p: Position, back = false): string {
  return Buffer.from(`${back ? "b" : "a"}|${p.at ?? ""}|${p.key}`).toString("base64url");
}

/** "2024-13-45T…" has the shape but is no instant: PostgreSQL would refuse it (a 500, not a 400). */
function realInstant(at: string): boolean {
  const date = new Date(at);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.toISOString().slice(0, 23) === at.slice(0, 23);
}

/**
 * The cursor `raw` names, for a list whose positions carry an instant (`timed`) or not; null when
 * it is not one such a list gives.
 */
export function decodeCursor(raw: string, timed: boolean): Cursor | null {
  const match = shape.exec(Buffer.from(raw, "base64url").toString());
  if (!match || Boolean(match[2]) !== timed || (match[2] && !realInstant(match[2]))) return null;
  const key = Number(match[3]);
  // An untimed key is compared with an integer column: beyond its range PostgreSQL would fail.
  if (!Number.isSafeInteger(key) || (!timed && Math.abs(key) > maxId)) return null;
  return { back: match[1] === "b", key, ...(match[2] ? { at: match[2] } : {}) };
}

/** ?cursor= of a keyset list: none when absent, refused (400, errors:badCursor) when it is not one of its own. */
export function cursorParam(url: URL, timed = false): Cursor | undefined {
  const raw = url.searchParams.get("cursor");
  if (raw === null || raw === "") return undefined;
  const cursor = decodeCursor(raw, timed);
  if (!cursor) throw new DomainError("errors:badCursor", 400);
  return cursor;
}

/**
 * ?cursor= of a back-office page's pager link: a cursor that is not one of the list's own is ignored,
 * and the page is read by its number (?page=), which the link also carries.
 */
export function pageCursor(url: URL, timed = false): Cursor | undefined {
  const raw = url.searchParams.get("cursor");
  return raw ? (decodeCursor(raw, timed) ?? undefined) : undefined;
}
