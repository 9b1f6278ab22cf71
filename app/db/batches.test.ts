import { describe, expect, it } from "vitest";

import { inBatches } from "./batches.server";

/** A list read as an export reads it, with `between` run after each window of ids is read. */
async function exportOf(list: number[], between: (window: number) => void) {
  let windows = 0;
  const slice = (limit: number, offset: number) => {
    const ids = list.slice(offset, offset + limit).map((id) => ({ id }));
    between(windows++);
    return Promise.resolve(ids);
  };
  const sent: number[] = [];
  for await (const rows of inBatches(slice, (ids) => Promise.resolve(ids.filter((id) => list.includes(id))), {
    size: 3,
    window: 10,
    overlap: 2,
  }))
    sent.push(...rows);
  return sent;
}

const upTo = (n: number) => Array.from({ length: n }, (_, i) => n - i);

describe("an export read in windows of ids", () => {
  it("sends every row once, in the list's order, across windows and batches", async () => {
    for (const n of [0, 1, 3, 7, 8, 250]) expect(await exportOf(upTo(n), () => {})).toEqual(upTo(n));
  });

  it("sends no row twice when rows are inserted ahead of the part already sent", async () => {
    const list = upTo(40);
    let next = 41;
    const sent = await exportOf(list, () => list.unshift(next++, next++));
    expect(new Set(sent).size).toBe(sent.length);
    for (const id of upTo(40)) expect(sent).toContain(id);
  });

  it("skips no row when rows already sent are deleted", async () => {
    const list = upTo(40);
    const sent = await exportOf(list, (w) => {
      if (w > 0) list.splice(0, 2);
    });
    expect(sent.slice(0, 3)).toEqual([40, 39, 38]);
    // Every row still there at the end was sent, whatever was deleted before it.
    for (const id of list) expect(sent).toContain(id);
    expect(new Set(sent).size).toBe(sent.length);
  });
});
