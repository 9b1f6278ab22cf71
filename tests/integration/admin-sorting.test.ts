import { beforeAll, describe, expect, it } from "vitest";

import { auditSorts } from "~/lib/schemas/audit";
import { cardSorts, offerSorts } from "~/lib/schemas/cards";
import { packageSorts, purchaseSorts } from "~/lib/schemas/packages";
import { productSorts, reviewSorts } from "~/lib/schemas/products";
import { orderSorts } from "~/lib/schemas/report";
import { shopSorts } from "~/lib/schemas/store";
import { userSorts } from "~/lib/schemas/user-admin";
import { depositSorts, transactionSorts, withdrawalSorts } from "~/lib/wallet-terms";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, demo } from "../support/fixtures";
import { call } from "../support/route-harness";

type Body = Record<string, unknown>;
type Row = Record<string, unknown>;

/** Every back-office list, its sort keys and where its rows are in the loader's answer (decision 131). */
const lists: { path: string; keys: readonly string[]; param?: string; rows: (b: Body) => Row[] }[] = [
  { path: "/admin/users", keys: userSorts, rows: (b) => b.users as Row[] },
  { path: "/admin/orders", keys: orderSorts, rows: (b) => (b.list as Body).items as Row[] },
  { path: "/admin/deposite-ccm", keys: depositSorts, rows: (b) => b.items as Row[] },
  { path: "/admin/withdraw", keys: withdrawalSorts, rows: (b) => b.items as Row[] },
  { path: "/admin/withdraw-ccm", keys: withdrawalSorts, rows: (b) => b.items as Row[] },
  { path: "/admin/transactions", keys: transactionSorts, rows: (b) => b.items as Row[] },
  { path: "/admin/products", keys: productSorts, rows: (b) => (b.list as Body).items as Row[] },
  { path: "/admin/user-products?state=all", keys: reviewSorts, rows: (b) => (b.list as Body).items as Row[] },
  { path: "/admin/cards", keys: cardSorts, rows: (b) => (b.list as Body).items as Row[] },
  { path: "/admin/cards/offers", keys: offerSorts, rows: (b) => (b.list as Body).items as Row[] },
  { path: "/admin/shops", keys: shopSorts, rows: (b) => (b.list as Body).items as Row[] },
  { path: "/admin/packages", keys: purchaseSorts, rows: (b) => (b.purchases as Body).items as Row[] },
  { path: "/admin/packages", keys: packageSorts, param: "packages_sort", rows: (b) => b.packages as Row[] },
  { path: "/admin/audit", keys: auditSorts, rows: (b) => b.items as Row[] },
];

let admin: Record<string, string>;

beforeAll(async () => {
  await ensureDatabase();
  admin = await cookieFor(demo.admin.account);
});

const withParam = (path: string, param: string, value: string) =>
  `${path}${path.includes("?") ? "&" : "?"}${param}=${encodeURIComponent(value)}`;

async function rowsOf(path: string, rows: (b: Body) => Row[]) {
  const answer = await call(path, { headers: admin });
  expect(answer.status, path).toBe(200);
  return rows(answer.body as Body);
}

function expectOrdered(values: number[], desc: boolean, what: string) {
  expect(values.length, `${what}: rows to compare`).toBeGreaterThan(1);
  const sorted = [...values].sort((a, b) => (desc ? b - a : a - b));
  expect(values, what).toEqual(sorted);
}

describe("sorting the back-office lists by ?sort=", () => {
  it("answers every list in every column's order, both ways, and an unknown key in the list's own order", async () => {
    for (const list of lists) {
      const param = list.param ?? "sort";
      const plain = (await rowsOf(list.path, list.rows)).map((r) => r.id);
      for (const key of list.keys) {
        for (const value of [key, `-${key}`]) {
          const rows = await rowsOf(withParam(list.path, param, value), list.rows);
          expect(rows.length, `${list.path} ${param}=${value}`).toBe(plain.length);
        }
      }
      const unknown = (await rowsOf(withParam(list.path, param, "password"), list.rows)).map((r) => r.id);
      expect(unknown, `${list.path} with an unknown key`).toEqual(plain);
    }
  });

  it("orders the rows by the column asked, ascending or descending", async () => {
    const cases: [string, (b: Body) => Row[], (r: Row) => number][] = [
      ["/admin/orders?sort=total", (b) => (b.list as Body).items as Row[], (r) => Number(r.totalUsd)],
      ["/admin/users?sort=balance", (b) => b.users as Row[], (r) => Number(r.balance)],
      ["/admin/deposite-ccm?sort=cct", (b) => b.items as Row[], (r) => Number(r.cctAmount)],
      ["/admin/transactions?sort=amount", (b) => b.items as Row[], (r) => Number(r.amount)],
      ["/admin/shops?sort=products", (b) => (b.list as Body).items as Row[], (r) => Number(r.products)],
      ["/admin/cards?sort=discount", (b) => (b.list as Body).items as Row[], (r) => Number(r.discountPercentage)],
    ];
    for (const [path, rows, value] of cases) {
      expectOrdered((await rowsOf(path, rows)).map(value), false, path);
      const desc = path.replace("sort=", "sort=-");
      expectOrdered((await rowsOf(desc, rows)).map(value), true, desc);
    }
  });

  it("keeps the old user sorts working and tells the page which column is sorted", async () => {
    const newest = await call("/admin/users?sort=newest", { headers: admin });
    expect(newest.body.sort).toEqual({ key: "created", desc: true });
    const byName = await call("/admin/users?sort=name", { headers: admin });
    expect(byName.body.sort).toEqual({ key: "name", desc: false });
    const queue = await call("/admin/deposite-ccm", { headers: admin });
    expect(queue.body.sort, "the queue's own order: pending first").toBeNull();
  });
});
