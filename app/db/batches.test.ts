import { desc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { idIn, inBatches, newestFirstIds, type KeysetIds } from "./batches.server";
import { db, queryObservers, runMigrations } from "./client.server";
import { notifications, users } from "./schema";

/*
 * Exports read as the CSV routes read them (decisions 275 and 268): a user's notifications, by an
 * OFFSET window of ids in the list's order, or by keyset newest first, then by batches of ids,
 * with rows inserted or deleted between two reads of ids.
 */

let userId: number;

beforeAll(async () => {
  await runMigrations();
  [{ id: userId }] = await db
    .insert(users)
    .values({ name: "Batches", email: "batches@example.com", account: "batches", passwordHash: "x" })
    .returning({ id: users.id });
});

beforeEach(async () => {
  await db.delete(notifications).where(eq(notifications.userId, userId));
});

/**
 * `n` notifications, the first made newest (ids and times run opposite ways, so an order by id
 * alone would be caught), each a microsecond apart within one millisecond or a few (a mark
 * rounded to a JavaScript Date's millisecond would repeat or skip some).
 */
async function made(n: number, newestAt = "2026-03-01 12:00:00.5+00"): Promise<number[]> {
  if (n === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId,
        title: `n${i}`,
        viTitle: `n${i}`,
        createdAt: sql`${newestAt}::timestamptz - ${i} * interval '1 microsecond'`,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

const mine = () => eq(notifications.userId, userId);
const byOffset = () => db.select({ id: notifications.id }).from(notifications).where(mine()).orderBy(desc(notifications.id));
const byKeyset = (): KeysetIds => newestFirstIds(notifications, notifications, mine());
const newest = [desc(notifications.createdAt), desc(notifications.id)];
/** A batch's rows by their ids, in the list's order (the offset lists': by id; the keyset's: newest first). */
const rowsOf = async (ids: number[], keyset: boolean) =>
  (
    await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(idIn(notifications.id, ids))
      .orderBy(...(keyset ? newest : [desc(notifications.id)]))
  ).map((r) => r.id);

/** The ids an export sends, with `between(n)` run once after the n-th read of ids (a window or a keyset batch). */
async function exportOf(
  ids: ReturnType<typeof byOffset> | KeysetIds,
  between: (read: number) => Promise<unknown> = async () => {},
) {
  let reads = 0;
  let handled = 0;
  // Only the reads of ids have a LIMIT: each batch's rows are read by their ids alone.
  const observe = (text: string) => {
    if (/\blimit\b/i.test(text)) reads++;
  };
  queryObservers.add(observe);
  const sent: number[] = [];
  try {
    const options = { size: 3, window: 10, overlap: 2 };
    for await (const rows of inBatches(
      ids,
      async (list) => {
        while (handled < reads) await between(handled++);
        return rowsOf(list, "after" in ids);
      },
      options,
    ))
      sent.push(...rows);
  } finally {
    queryObservers.delete(observe);
  }
  return sent;
}

describe("an export read by OFFSET windows of ids (any order)", () => {
  it("sends every row once, in the list's order, across windows and batches", async () => {
    for (const n of [0, 1, 2, 3, 7, 8, 12, 40]) {
      await db.delete(notifications).where(mine());
      const ids = await made(n);
      expect(await exportOf(byOffset())).toEqual([...ids].sort((a, b) => b - a));
    }
  });

  it("sends no row twice when rows are inserted ahead of the part already sent", async () => {
    const ids = await made(40);
    const sent = await exportOf(byOffset(), () => made(2));
    expect(new Set(sent).size).toBe(sent.length);
    for (const id of ids) expect(sent).toContain(id);
  });

  it("skips no row when rows already sent are deleted", async () => {
    await made(40);
    // The two rows first in the list: already sent from the second window on.
    const sent = await exportOf(byOffset(), async (read) => {
      if (read === 0) return;
      const newest = (await byOffset()).slice(0, 2).map((r) => r.id);
      await db.delete(notifications).where(inArray(notifications.id, newest));
    });
    const left = (await byOffset()).map((r) => r.id);
    for (const id of left) expect(sent).toContain(id);
    expect(new Set(sent).size).toBe(sent.length);
  });
});

describe("an export read by keyset, newest first", () => {
  it("sends every row once, newest first by time then id, across batches", async () => {
    for (const n of [0, 1, 2, 3, 5, 6, 40]) {
      await db.delete(notifications).where(mine());
      const ids = await made(n);
      expect(await exportOf(byKeyset())).toEqual(ids);
    }
  });

  it("keeps the order of rows made at the same instant: by id, newest first", async () => {
    const first = await made(4, "2026-03-01 12:00:00+00");
    const second = await made(4, "2026-03-01 12:00:00+00");
    expect(await exportOf(byKeyset())).toEqual(first.flatMap((id, i) => [second[i], id]));
  });

  it("neither repeats nor skips a row when rows are inserted and deleted between batches", async () => {
    const ids = await made(40);
    const deleted: number[] = [];
    const sent = await exportOf(byKeyset(), async (read) => {
      await made(2, "2026-03-02 00:00:00+00");
      if (read === 0) return;
      // One already sent and one not yet: the second is left out, nothing else moves.
      const gone = [ids[read - 1], ids[ids.length - read]];
      deleted.push(...gone);
      await db.delete(notifications).where(inArray(notifications.id, gone));
    });
    expect(sent).toEqual(ids.filter((id) => !deleted.includes(id) || sent.includes(id)));
    expect(sent.slice(0, 3)).toEqual(ids.slice(0, 3));
    expect(new Set(sent).size).toBe(sent.length);
  });
});
