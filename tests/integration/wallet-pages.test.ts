import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { findUserByAccount } from "~/domain/accounts";
import { memberBalance } from "~/domain/ledger";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor } from "../support/fixtures";
import { call, form } from "../support/route-harness";

let member: Record<string, string>;
let mod: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  await ensureDatabase();
  [member, mod, admin] = await Promise.all([cookieFor("member01"), cookieFor("moder01"), cookieFor("admin01")]);
});

const balanceOf = async (account: string) => (await memberBalance((await findUserByAccount(account))!.id)).balance;

describe("/transfer-point", () => {
  it("shows the receiver's name before asking for the password; a 'Transfer error' says why", async () => {
    const preview = await call("/transfer-point?account=MEMBER02&amount=5", { headers: member });
    expect(preview.body.preview).toEqual({ account: "member02", name: "Nam Member", amount: "5" });
    const self = await call("/transfer-point?account=member01&amount=5", { headers: member });
    expect(self.body.preview).toBeNull();
    expect(self.body.stepErrors).toEqual({ account: ["wallet:errors.transferError?reason=yourself"] });
    const unknown = await call("/transfer-point?account=nobody-here&amount=5", { headers: member });
    expect(unknown.body.stepErrors).toEqual({
      account: ["wallet:errors.transferError?reason=unknownAccount&account=nobody-here"],
    });
    // More than the available balance (member01 holds 1,005 CCT, 50 of it held): refused before the password.
    const tooMuch = await call("/transfer-point?account=member02&amount=955.01", { headers: member });
    expect(tooMuch.body.preview).toBeNull();
    expect(tooMuch.body.stepErrors).toEqual({
      amount: ["wallet:errors.transferError?reason=moreThanAvailable&available=955.00"],
    });
    const all = await call("/transfer-point?account=member02&amount=955", { headers: member });
    expect(all.body.preview).toMatchObject({ account: "member02", amount: "955" });
  });

  it("refuses a wrong password, then sends once even when the form is posted twice", async () => {
    const key = randomUUID();
    const fields = { account: "member02", amount: "5", password: "wrong-password", idempotencyKey: key };
    const before = await balanceOf("member01");
    const wrong = await call("/transfer-point?account=member02&amount=5", form(member, fields));
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toEqual({ password: ["account:password.incorrect"] });
    const ok = { ...fields, password: "Member#2026pass" };
    const first = await call("/transfer-point", form(member, ok));
    const second = await call("/transfer-point", form(member, ok));
    expect([first.status, second.status]).toEqual([302, 302]);
    // Both land on the one transfer's receipt (decision 206).
    const receiptPath = first.headers.get("Location")!;
    expect(receiptPath).toMatch(/^\/receipts\/\d+$/);
    expect(second.headers.get("Location")).toBe(receiptPath);
    expect(await balanceOf("member01")).toBe(before - 500_000_000n);

    const mine = await call(receiptPath, { headers: member });
    expect(mine.body.receipt).toMatchObject({
      kind: "transfer",
      status: "posted",
      direction: "out",
      amount: "5",
      fee: "0",
      balanceAfter: expect.stringMatching(/^\d/),
      party: { type: "member", account: "member02" },
      requestKey: key,
      again: "transfer",
    });
    // The receiver reads it too, from their side, without the sender's key.
    const theirs = await call(receiptPath, { headers: await cookieFor("member02") });
    expect(theirs.body.receipt).toMatchObject({
      direction: "in",
      party: { type: "member", account: "member01" },
      requestKey: null,
    });
    // Anyone else: the same 404 as an id that does not exist.
    expect((await call(receiptPath, { headers: mod })).status).toBe(404);
    expect((await call(`/vi${receiptPath}`, { headers: mod })).status).toBe(404);
  });
});

describe("back-office pages", () => {
  it("keep members and moderators out of the deposit queue and the staff queue", async () => {
    const asMember = await call("/admin/deposite-ccm", { headers: member });
    expect(asMember.status).toBe(302);
    const asMod = await call("/admin/deposite-ccm", { headers: mod });
    expect(asMod.headers.get("Location")).toBe("/admin/users");
    const confirm = await call("/admin/deposite-ccm", form(member, { intent: "approve", id: "1" }));
    expect(confirm.status).toBe(302);
    expect((await call("/staff/withdraw-ccm", { headers: member })).headers.get("Location")).toBe("/dashboard");
    const list = await call("/admin/deposite-ccm", { headers: admin });
    expect(list.body.items[0].status).toBe("pending");
  });

  it("lets admins, not moderators, adjust a balance with a reason", async () => {
    const target = (await findUserByAccount("member02"))!;
    const path = `/admin/users/${target.id}`;
    const page = await call(path, { headers: mod });
    expect(page.body.canAdjust).toBe(false);
    const fields = { direction: "credit", amount: "7", reason: "Goodwill", idempotencyKey: randomUUID() };
    const refused = await call(path, form(mod, fields));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ "": ["errors:forbidden"] });
    const before = await balanceOf("member02");
    const done = await call(path, form(admin, fields));
    expect(done.status).toBe(302);
    expect(await balanceOf("member02")).toBe(before + 700_000_000n);
    const debit = await call(
      path,
      form(admin, { ...fields, direction: "debit", amount: "100000", idempotencyKey: randomUUID() }),
    );
    expect(debit.status).toBe(422);
    expect(debit.body.error).toEqual({ amount: ["wallet:errors.insufficientFunds"] });
    expect((await call("/admin/users/999999", { headers: admin })).status).toBe(404);
  });

  it("lists, filters and exports the transactions", async () => {
    const page = await call("/admin/transactions?kind=adjustment&member=member01", {
      headers: admin,
    });
    expect(page.body.items.length).toBeGreaterThan(0);
    expect(page.body.items.every((r: { kind: string }) => r.kind === "adjustment")).toBe(true);
    const csv = await call("/admin/transactions.csv?kind=adjustment", { headers: admin });
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toBe("id,created_at (New York),kind,status,amount,from,to,reference,memo,idempotency_key");
    expect(lines.slice(1).every((l) => l.includes('"adjustment"'))).toBe(true);
    expect((await call("/admin/transactions", { headers: member })).status).toBe(302);
  });
});

describe("deposit pages", () => {
  it("take the coin from the page, in both languages, with the rate and the company address", async () => {
    const usdt = await call("/vi/invest-usdt", { headers: member });
    expect(usdt.body).toMatchObject({ coin: "USDT", rate: "1", address: expect.any(String) });
    const zafi = await call("/deposite-zafi", { headers: member });
    expect(zafi.body).toMatchObject({ coin: "ZAFI", rate: "0.5" });
    const preview = await call("/deposite-zafi", form(member, { intent: "preview", amount: "3", txHash: "0xabc" }));
    expect(preview.body).toEqual({ preview: { amount: "3", txHash: "0xabc", cct: "1.5" } });
    // An amount that is no amount: the field's error, and what was typed comes back to the form.
    const wrong = await call("/vi/deposite-zafi", form(member, { intent: "preview", amount: "12,5x", txHash: "0xabc" }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ amount: ["wallet:errors.amountInvalid"] });
    expect(wrong.body.initialValue).toMatchObject({ amount: "12,5x", txHash: "0xabc" });
  });
});

describe("the dashboard statement", () => {
  it("shows balance, held and available, and the latest five transfers with the running balance", async () => {
    const page = await call("/dashboard", { headers: member });
    expect(page.body.wallet).toMatchObject({ held: 50 });
    expect(page.body.wallet.available).toBe(page.body.wallet.balance - 50);
    const entries = page.body.history.items as { balanceAfter: string | null; status: string }[];
    // The dashboard shows the latest few; the statement page has them all (decision 216).
    expect(entries.length).toBeLessThanOrEqual(5);
    expect(page.body.history.total).toBeGreaterThanOrEqual(entries.length);
    expect(entries.at(-1)).toMatchObject({ balanceAfter: "1000", status: "posted" });
  });
});

describe("a deposit request's receipt", () => {
  it("is where the form lands, waiting for an admin; nobody else reads it", async () => {
    const key = randomUUID();
    const fields = { amount: "2", txHash: `0x${key.replace(/-/g, "")}`, idempotencyKey: key };
    const sent = await call("/vi/deposite-ccm", form(member, fields));
    expect(sent.status).toBe(302);
    const receiptPath = sent.headers.get("Location")!;
    expect(receiptPath).toMatch(/^\/vi\/receipts\/deposits\/\d+$/);
    const mine = await call(receiptPath, { headers: member });
    expect(mine.body.receipt).toMatchObject({
      reference: { type: "deposit" },
      kind: "deposit",
      status: "pending",
      direction: "in",
      amount: "2",
      balanceAfter: null,
      party: { type: "system", code: "deposits:CCT" },
      subject: { type: "deposit", coin: "CCT", txHash: fields.txHash },
      requestKey: key,
      again: "deposit",
    });
    expect((await call(receiptPath, { headers: mod })).status).toBe(404);
  });
});
