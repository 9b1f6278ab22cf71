import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { exportBatch } from "~/db/batches.server";
import { db, queryObservers } from "~/db/client.server";
import { cards } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { newCardCode } from "~/domain/cards";
import { publishedByIds } from "~/domain/catalogue";
import { placeOrder } from "~/domain/orders";
import { formatCardCode } from "~/lib/cards";
import { formatDate, newYorkDateTime } from "~/lib/dates";
import { COIN_DECIMALS, unitsToDecimal, USD_DECIMALS } from "~/lib/money";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, guest, idempotencyKey } from "../support/fixtures";
import { call } from "../support/route-harness";

/* The back office's CSV files open right in Excel and LibreOffice (decision 197). */

let admin: Record<string, string>;

beforeAll(async () => {
  await ensureDatabase();
  admin = await cookieFor("admin01");
});

describe("a CSV export", () => {
  it("is UTF-8 with a BOM, named after its days, with New York times, bare numbers and the phone as text", async () => {
    const store = (await findUserByAccount("default"))!;
    const [product] = await publishedByIds(store.id, [1, 2, 3]);
    const order = await placeOrder({
      storeId: store.id,
      cart: { [product.id]: 1 },
      buyer: null,
      input: { ...guest, name: "Lê Văn Khách", idempotency_key: idempotencyKey() },
    });
    const today = formatDate(order.createdAt);

    const res = await call(`/admin/orders.csv?q=${order.code}&from=2026-01-01&to=${today}`, { headers: admin });
    expect(res.status).toBe(200);
    expect([...res.bytes!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="orders_2026-01-01_${today}.csv"`);

    const [header, row, ...rest] = String(res.body).trim().split("\r\n");
    expect(rest).toEqual([]);
    expect(header.split(",")[1]).toBe("created_at (New York)");
    const cells = row.split(",");
    expect(cells[0]).toBe(`"${order.code}"`);
    expect(cells[1]).toBe(`"${newYorkDateTime(order.createdAt)}"`);
    expect(cells[1]).not.toBe(`"${order.createdAt.toISOString()}"`);
    expect(cells[3]).toBe('"Lê Văn Khách"');
    // The phone: text without an apostrophe (a leading tab keeps it from becoming the number 84…).
    expect(cells[4]).toBe(`"\t${order.phone}"`);
    expect(cells[4]).not.toContain("'");
    // Numbers bare, with a dot decimal.
    expect(cells.slice(7)).toEqual([
      unitsToDecimal(order.totalUsd, USD_DECIMALS),
      String(order.totalVnd),
      unitsToDecimal(order.totalCcm, COIN_DECIMALS),
    ]);
  });

  it("names a file without a range 'all' and today's date", async () => {
    const res = await call("/admin/transactions.csv?kind=adjustment", { headers: admin });
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="transactions_all_${formatDate(new Date())}.csv"`);
    expect(String(res.body).split("\r\n")[0]).toContain("created_at (New York)");
  });

  it("holds every row of a long list, in the list's order, read one batch of rows at a time", async () => {
    // 2,345 cards of one batch: many of the export's batches (100 rows each, decision 268).
    const batch = `csv-${randomUUID().slice(0, 8)}`;
    const made = await db
      .insert(cards)
      .values(Array.from({ length: 2345 }, () => ({ code: newCardCode(), discountPercentage: 5, batch })))
      .returning({ id: cards.id, code: cards.code });
    const reads: string[] = [];
    const observe = (sql: string) => void (sql.includes("string_to_array") && reads.push(sql));
    queryObservers.add(observe);
    try {
      const res = await call(`/admin/cards.csv?batch=${batch}&sort=code`, { headers: admin });
      expect(res.status).toBe(200);
      const [header, ...rows] = String(res.body).trim().split("\r\n");
      expect(header.split(",")[0]).toBe("code");
      const codes = rows.map((row) => row.split(",")[0].replaceAll('"', ""));
      expect(codes).toEqual(made.map((c) => formatCardCode(c.code)).sort());
    } finally {
      queryObservers.delete(observe);
    }
    // The rows were read by their ids batch by batch, not in one query.
    expect(reads).toHaveLength(Math.ceil(2345 / exportBatch));

    // Newest first by default: one insert, one time, so by id, highest first.
    const res = await call(`/admin/cards.csv?batch=${batch}`, { headers: admin });
    const codes = String(res.body)
      .trim()
      .split("\r\n")
      .slice(1)
      .map((row) => row.split(",")[0].replaceAll('"', ""));
    expect(codes).toEqual(made.toSorted((a, b) => b.id - a.id).map((c) => formatCardCode(c.code)));
  });
});
