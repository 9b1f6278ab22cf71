import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { queryObservers } from "~/db/client.server";
import { findUserByAccount } from "~/domain/accounts";
import { memberAccountId, systemAccountId, systemCodes, transfer } from "~/domain/ledger";
import { formatDate } from "~/lib/dates";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember } from "../support/fixtures";
import { call } from "../support/route-harness";

/* The member's statement page and its CSV (decision 220): filters in SQL, own rows only, names people know. */

const cct = (n: number) => BigInt(n) * 100_000_000n;
let owner: { account: string; name: string };
let other: { account: string; name: string };
let cookie: Record<string, string>;
const today = formatDate(new Date());

interface Entry {
  kind: string;
  amount: string;
  party: { type: string; name?: string; account?: string; code?: string };
}
type StatementPage = {
  history: { items: Entry[]; total: number; page: number; pages: number };
  kinds: string[];
  errors: Record<string, string>;
};
const page = async (query = "") => (await call(`/statement${query}`, { headers: cookie })).body as StatementPage;

beforeAll(async () => {
  await ensureDatabase();
  const [a, b] = await Promise.all([createMember("stmtown"), createMember("stmtpeer")]);
  owner = a.user;
  other = b.user;
  const [mine, theirs, adjustments, store] = await Promise.all([
    memberAccountId(a.user.id),
    memberAccountId(b.user.id),
    systemAccountId(systemCodes.adjustments),
    findUserByAccount("default").then((s) => memberAccountId(s!.id)),
  ]);
  const move = (debit: number, credit: number, amount: number, kind: "adjustment" | "transfer" | "purchase") =>
    transfer({ debit, credit, amount: cct(amount), kind, key: randomUUID() });
  // 21 credits (a second page), one transfer out to a member, one purchase from the system store.
  for (let i = 1; i <= 21; i++) await move(adjustments, mine, 10, "adjustment");
  await move(mine, theirs, 7, "transfer");
  await move(mine, store, 3, "purchase");
  // The other member's own movement: never in the owner's statement.
  await move(adjustments, theirs, 1, "adjustment");
  cookie = await cookieFor(owner.account);
});

describe("/statement", () => {
  it("filters by kind and direction in SQL, pages with the filters, names the other side", async () => {
    const all = await page();
    expect(all.history).toMatchObject({ total: 23, pages: 2 });
    expect(all.kinds.sort()).toEqual(["adjustment", "purchase", "transfer"]);
    const [purchase, sent] = all.history.items;
    expect(purchase).toMatchObject({ kind: "purchase", amount: "-3", party: { type: "store", name: "CCT System Store" } });
    expect(sent).toMatchObject({ kind: "transfer", amount: "-7", party: { type: "member", account: other.account } });
    expect(all.history.items[2].party).toEqual({ type: "system", code: "adjustments" });

    const out = await page("?direction=out");
    expect(out.history.items.map((e) => e.kind)).toEqual(["purchase", "transfer"]);
    const incoming = await page("?direction=in&page=2");
    expect(incoming.history).toMatchObject({ total: 21, page: 2, pages: 2 });
    expect(incoming.history.items).toHaveLength(1);
    expect((await page("?kind=transfer")).history.items).toEqual([expect.objectContaining({ amount: "-7" })]);
    expect((await page("?kind=transfer&direction=in")).history.total).toBe(0);
  });

  it("takes days in New York; a wrong value is ignored or said beside its field, never an error", async () => {
    expect((await page(`?from=${today}&to=${today}`)).history.total).toBe(23);
    expect((await page("?to=2020-01-01")).history.total).toBe(0);
    expect((await page("?from=2999-01-01")).history.total).toBe(0);
    const wrong = await page("?kind=nope&direction=sideways&from=2026-02-30&page=x");
    expect(wrong.history).toMatchObject({ total: 23, page: 1 });
    expect(wrong.errors).toEqual({ from: "wallet:statement.errors.day" });
    const backwards = await page(`?from=${today}&to=2020-01-01`);
    expect(backwards.errors).toEqual({ to: "wallet:statement.errors.range" });
    expect(backwards.history.total).toBe(23);
    // Nothing in the query names a member: the session's member it is.
    expect((await page(`?user=${other.account}&userId=1`)).history.total).toBe(23);
    expect((await call("/statement")).status).toBe(302);
  });
});

describe("/dashboard's latest transfers", () => {
  it("are the statement's first rows and its total, from the one query the dashboard makes", async () => {
    const statementPage = await page();
    const read: string[] = [];
    const observe = (text: string) => void (text.includes('"transfers"') && read.push(text));
    queryObservers.add(observe);
    const dashboard = await call("/dashboard", { headers: cookie })
      .then((res) => res.body as { history: { items: Entry[]; total: number } })
      .finally(() => queryObservers.delete(observe));
    // Its ids, its count and its rows: one statement (decision 280).
    expect(read).toHaveLength(1);
    expect(dashboard.history.total).toBe(23);
    expect(dashboard.history.items).toEqual(statementPage.history.items.slice(0, 5));
    // The other member's own movement stays out of the count.
    const peer = (await call("/dashboard", { headers: await cookieFor(other.account) })).body as typeof dashboard;
    expect(peer.history.total).toBe(2);
    expect(peer.history.items.map((e) => e.amount)).toEqual(["1", "7"]);
  });
});

describe("/statement.csv", () => {
  it("is the member's own filtered rows, UTF-8 with a BOM, dated, in the page's language", async () => {
    const res = await call("/vi/statement.csv?direction=out", { headers: cookie });
    expect(res.status).toBe(200);
    expect([...res.bytes!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="statement_all_${today}.csv"`);
    const [header, ...rows] = String(res.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe("Số,Ngày (giờ New York),Loại,Chiều,Với,Số tiền (CCT),Số dư sau (CCT),Trạng thái,Ghi chú");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      /^\d+,"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d","Mua hàng","Tiền ra","CCT System Store",-3,200,"Đã ghi sổ",""$/,
    );
    expect(rows[1]).toContain(`"${other.name} (@${other.account})",-7,`);

    const en = await call(`/statement.csv?from=${today}`, { headers: cookie });
    const lines = String(en.body).trim().split("\r\n");
    expect(lines).toHaveLength(24);
    expect(lines[0]).toContain(",Date (New York),");
    expect(en.headers.get("Content-Disposition")).toBe(`attachment; filename="statement_${today}_${today}.csv"`);
    expect(lines.filter((l) => l.includes('"Balance adjustments"'))).toHaveLength(21);
  });
});
