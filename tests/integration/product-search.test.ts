import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember } from "../support/fixtures";
import { call } from "../support/route-harness";

/**
 * Product searches understand Vietnamese typing (decision 190): without accents or "đ", with a
 * typo, ranked. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let member: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  await ensureDatabase();
  member = await cookieFor("member01");
  admin = await cookieFor("admin01");
});

type Lng = "en" | "vi";
const prefix = (lng: Lng) => (lng === "vi" ? "/vi" : "");
const q = (term: string) => `q=${encodeURIComponent(term)}`;

async function storeNames(lng: Lng, account: string, term: string): Promise<string[]> {
  const res = await call(`${prefix(lng)}/store/${account}/products?${q(term)}`);
  expect(res.status).toBe(200);
  return res.body.list.items.map((p: { name: string }) => p.name);
}

async function buyNames(lng: Lng, term: string): Promise<string[]> {
  const res = await call(`${prefix(lng)}/buy-products?${q(term)}`, { headers: member });
  expect(res.status).toBe(200);
  return res.body.catalogue.items.map((p: { name: string }) => p.name);
}

async function adminNames(lng: Lng, term: string): Promise<string[]> {
  const res = await call(`${prefix(lng)}/admin/products?${q(term)}`, { headers: admin });
  expect(res.status).toBe(200);
  return res.body.list.items.map((p: { name: string }) => p.name);
}

const lists: [string, (lng: Lng, term: string) => Promise<string[]>][] = [
  ["/store/default/products", (lng, term) => storeNames(lng, "default", term)],
  ["/buy-products", buyNames],
  ["/admin/products", adminNames],
];

describe.each(["en", "vi"] as const)("on the %s pages", (lng) => {
  it.each(lists)("%s finds without accents what it finds with them, and forgives a typo", async (_path, names) => {
    const withAccents = await names(lng, "viên");
    expect(withAccents.length).toBeGreaterThanOrEqual(2);
    expect(await names(lng, "vien")).toEqual(withAccents);
    expect(await names(lng, "VIEN")).toEqual(withAccents);
    const oil = await names(lng, "Dầu");
    expect(oil.length).toBeGreaterThanOrEqual(2);
    expect(await names(lng, "dau")).toEqual(oil);
    // "Vitamin C 1000mg" (in Vietnamese "Viên uống Vitamin C 1000mg"), whichever language the list shows.
    expect((await names(lng, "vitamn")).filter((name) => name.includes("Vitamin C"))).toHaveLength(1);
    expect(await names(lng, "zzqxw")).toEqual([]);
  });
});

describe("ranking", () => {
  let account: string;

  beforeAll(async () => {
    const { user } = await createMember("ranker");
    account = user.account;
    const product = (name: string, description: string, i: number) => ({
      storeId: user.id,
      name,
      slug: `rank-${i}`,
      description,
      price: 100n,
      vndToPay: 25_000n,
      ccmToPay: 100_000_000n,
      quantity: 5,
      status: "published" as const,
      // Inserted fuzzy first and newest last: the order below comes from the rank, not the dates.
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
    await db
      .insert(products)
      .values([
        product("Serum", "Tinh chất colagen", 6),
        product("Colagen nước", "Uống mỗi ngày", 5),
        product("Kem dưỡng da", "Có collagen thủy phân", 4),
        product("Bột Collagen", "Hộp 30 gói", 3),
        product("Collagen peptide", "Hộp 10 lọ", 2),
        product("COLLAGEN", "Hộp 60 viên", 1),
        product("Trà xanh", "Không liên quan", 0),
        product("Trà sen mil3k2x9a", "Hộp 20 túi", 7),
        product("Trà sen mil3k5q1b", "Hộp 20 túi", 8),
      ]);
  });

  it("lists the whole name, then its start, then anywhere in a name, then a description, then similar words", async () => {
    const expected = ["COLLAGEN", "Collagen peptide", "Bột Collagen", "Kem dưỡng da", "Colagen nước", "Serum"];
    expect(await storeNames("en", account, "collagen")).toEqual(expected);
    expect(await storeNames("vi", account, "Collagen")).toEqual(expected);
    // A chosen order still applies to the matches only.
    const res = await call(`/store/${account}/products?q=collagen&sort=newest`);
    expect(res.body.list.items.map((p: { name: string }) => p.name)).toEqual([...expected].reverse());
  });

  it("finds every word of a longer term, in any order, but not a name alike but for one word", async () => {
    expect(await storeNames("en", account, "tra sen mil3k2x9a")).toEqual(["Trà sen mil3k2x9a"]);
    expect(await storeNames("vi", account, "sen trà")).toEqual(["Trà sen mil3k5q1b", "Trà sen mil3k2x9a"]);
  });

  it("keeps % and _ plain characters", async () => {
    expect(await storeNames("en", account, "%")).toEqual([]);
    expect(await storeNames("en", account, "_")).toEqual([]);
  });
});
