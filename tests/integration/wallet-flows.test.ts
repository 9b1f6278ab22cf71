import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { findUserByAccount, listNotifications } from "~/domain/accounts";
import { checkLedger, memberAccountId, systemAccountId, systemCodes, transfer } from "~/domain/ledger";
import { ensureDatabase } from "~/seed/startup.server";

import { createMember, demo, post, saveWalletSettings, tokenFor } from "../support/fixtures";
import { bearer, call } from "../support/route-harness";

let member: string;
let member2: string;
let admin: string;
let staff: string;

beforeAll(async () => {
  await ensureDatabase();
  [member, member2, admin, staff] = await Promise.all([
    tokenFor(demo.member),
    tokenFor(demo.member2),
    tokenFor(demo.admin),
    tokenFor(demo.staff),
  ]);
});

const walletOf = async (token: string) =>
  (await call("/api/wallet", bearer(token))).body as { balance: number; held: number; available: number };

async function expectLedgerBalanced() {
  expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
}

describe("wallet and coin_balance", () => {
  it("shows the seeded balance, the held amount and coin_balance", async () => {
    const w = await walletOf(member);
    // 1,000 CCT opening balance + 5 CCT commission on member02's demo Basic package.
    expect(w).toEqual({ currency: "CCT", balance: 1005, held: 50, available: 955 });
    const me = await call("/api/auth/user", bearer(member));
    expect(me.body.coin_balance).toBe(1005);
    expect((await call("/api/wallet")).status).toBe(401);
    await expectLedgerBalanced();
  });
});

describe("POST /api/transfers", () => {
  const send = (body: unknown, key?: string | null) => call("/api/transfers", post(member, body, key));

  it("refuses a missing key, a wrong password, an unknown or own account, too much", async () => {
    expect((await send({ account: "member02", amount: 1, password: demo.member.password }, null)).status).toBe(400);
    const wrong = await send({ account: "member02", amount: 1, password: "not-my-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe("Password is incorrect");
    const unknown = await send({ account: "nobody-here", amount: 1, password: demo.member.password });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe("Transfer error");
    const self = await send({ account: "MEMBER01", amount: 1, password: demo.member.password });
    expect(self.body.message).toBe("Transfer error");
    const tooMuch = await send({ account: "member02", amount: "955.00000001", password: demo.member.password });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount).toHaveLength(1);
    const invalid = await send({ account: "member02", amount: "-3", password: demo.member.password });
    expect(invalid.status).toBe(422);
    expect((await walletOf(member)).balance).toBe(1005);
  });

  it("sends at once, notifies both sides, replays the key and refuses it with other parameters", async () => {
    const key = randomUUID();
    const before2 = (await walletOf(member2)).balance;
    const first = await send({ account: "member02", amount: "12.5", password: demo.member.password }, key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: "12.5", to: { account: "member02", name: "Nam Member" }, replayed: false });
    const again = await send({ account: "member02", amount: "12.5", password: demo.member.password }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body.id).toBe(first.body.id);
    const other = await send({ account: "member02", amount: "13", password: demo.member.password }, key);
    expect(other.status).toBe(409);
    expect((await walletOf(member)).balance).toBe(992.5);
    expect((await walletOf(member2)).balance).toBe(before2 + 12.5);

    const m1 = (await findUserByAccount("member01"))!;
    const m2 = (await findUserByAccount("member02"))!;
    expect((await listNotifications(m1.id)).filter((n) => n.title === "You sent 12.50 CCT to member02")).toHaveLength(1);
    expect((await listNotifications(m2.id)).filter((n) => n.title === "You received 12.50 CCT from member01")).toHaveLength(1);

    const statement = await call("/api/transactions", bearer(member));
    expect(statement.body.data[0]).toMatchObject({
      kind: "transfer",
      amount: "-12.5",
      balance_after: "992.5",
      counterparty: "member02",
      counterparty_system: false,
    });
    await expectLedgerBalanced();
  });
});

describe("deposits", () => {
  const hash = () => `0x${randomUUID().replace(/-/g, "")}${randomUUID().replace(/-/g, "")}`;

  it("records a pending deposit at the current rate; a tx hash counts once per coin", async () => {
    await saveWalletSettings({ rateUSDT: "1.25" });
    const txHash = hash();
    const res = await call("/api/deposits", post(member2, { coin: "USDT", amount: 80, tx_hash: txHash }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ coin: "USDT", amount: 80, rate: 1.25, cct_amount: 100, status: "pending" });
    const dup = await call(
      "/api/deposits",
      post(member, { coin: "USDT", amount: 1, tx_hash: txHash.toUpperCase().replace("0X", "0x") }),
    );
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("This transaction hash was already used for this coin.");
    const otherCoin = await call("/api/deposits", post(member, { coin: "ZAFI", amount: 1, tx_hash: txHash }));
    expect(otherCoin.status).toBe(201);
    const mine = await call("/api/deposits", bearer(member2));
    expect(mine.body.data[0].id).toBe(res.body.id);
  });

  it("is confirmed by an admin exactly once, even by two at the same moment; members and staff are refused", async () => {
    const res = await call("/api/deposits", post(member2, { coin: "USDT", amount: 8, tx_hash: hash() }));
    const id = String(res.body.id);
    const path = `/api/admin/deposits/${id}/confirm`;
    const asMember = await call(path, post(member2, {}));
    expect(asMember.status).toBe(403);
    expect((await call(path, post(staff, {}))).status).toBe(403);
    expect((await call("/api/admin/deposits", bearer(member))).status).toBe(403);

    const before = (await walletOf(member2)).balance;
    const both = await Promise.all([call(path, post(admin, {})), call(path, post(admin, {}))]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await walletOf(member2)).balance).toBe(before + 10);
    const reject = await call(`/api/admin/deposits/${id}/reject`, post(admin, { reason: "late" }));
    expect(reject.status).toBe(409);

    const list = await call("/api/admin/deposits?status=confirmed", bearer(admin));
    expect(list.body.data.map((d: { id: number }) => d.id)).toContain(Number(id));
    const ledger = await call("/api/admin/transactions?kind=deposit&member=member02", bearer(admin));
    expect(ledger.body.data[0]).toMatchObject({
      kind: "deposit",
      from: "deposits:USDT",
      to: "member02",
      // The pages show a system account's name, never its code: they know it is one by this flag.
      from_system: true,
      to_system: false,
      amount: "10",
      status: "posted",
    });
    await expectLedgerBalanced();
  });

  it("is rejected with a reason, which the member is told", async () => {
    const res = await call("/api/deposits", post(member2, { coin: "ZAFI", amount: 2, tx_hash: hash() }));
    const id = String(res.body.id);
    const missing = await call(`/api/admin/deposits/${id}/reject`, post(admin, {}));
    expect(missing.status).toBe(422);
    const done = await call(`/api/admin/deposits/${id}/reject`, post(admin, { reason: "No such transaction" }));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "rejected", reason: "No such transaction" });
    const m2 = (await findUserByAccount("member02"))!;
    expect((await listNotifications(m2.id))[0].title).toBe("Your ZAFI deposit was rejected: No such transaction");
  });
});

describe("withdrawals", () => {
  const request = (token: string, body: unknown, key?: string) => call("/api/withdrawals", post(token, body, key));
  const password = demo.member2.password;

  it("holds the amount at once; password, minimum and funds are checked", async () => {
    expect((await request(member2, { method: "usdt", amount: 20, address: "TAddr", password: "wrong-one" })).body.message).toBe(
      "Password is incorrect",
    );
    const small = await request(member2, { method: "usdt", amount: 5, address: "TAddr", password });
    expect(small.status).toBe(422);
    expect(small.body.message).toBe("The minimum withdrawal is 10 CCT.");
    const ccm = await request(member2, { method: "ccm", amount: 20, password });
    expect(ccm.body.message).toBe("Add your CCM address in your profile first.");
    const w = await walletOf(member2);
    const tooMuch = await request(member2, { method: "usdt", amount: w.available + 1, address: "TAddr", password });
    expect(tooMuch.status).toBe(422);

    const key = randomUUID();
    const ok = await request(member2, { method: "usdt", amount: 30, address: "TAddr", password }, key);
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ method: "usdt", amount: 30, status: "pending" });
    const replay = await request(member2, { method: "usdt", amount: 30, address: "TAddr", password }, key);
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(ok.body.id);
    const after = await walletOf(member2);
    expect(after).toEqual({ currency: "CCT", balance: w.balance, held: w.held + 30, available: w.available - 30 });
  });

  it("is cancelled only by its owner; approved with the payout hash once; rejected releases the hold", async () => {
    const password2 = demo.member2.password;
    const a = await request(member2, { method: "usdt", amount: 10, address: "TAddr", password: password2 });
    const id = String(a.body.id);
    const foreign = await call(`/api/withdrawals/${id}/cancel`, { method: "POST", ...bearer(member) });
    expect(foreign.status).toBe(404);
    const before = await walletOf(member2);
    const own = await call(`/api/withdrawals/${id}/cancel`, { method: "POST", ...bearer(member2) });
    expect(own.status).toBe(200);
    expect(own.body.status).toBe("cancelled");
    expect((await walletOf(member2)).held).toBe(before.held - 10);

    const b = await request(member2, { method: "usdt", amount: 15, address: "TAddr", password: password2 });
    const bid = String(b.body.id);
    const path = `/api/admin/withdrawals/${bid}/approve`;
    expect((await call(path, post(member2, { tx_hash: "0xabcdef0123456789abcdef" }))).status).toBe(403);
    // Staff decide CCM withdrawals only.
    expect((await call(path, post(staff, { tx_hash: "0xabcdef0123456789abcdef" }))).status).toBe(404);
    const mid = await walletOf(member2);
    const twice = await Promise.all([
      call(path, post(admin, { tx_hash: "0xabcdef0123456789abcdef" })),
      call(path, post(admin, { tx_hash: "0xabcdef0123456789abcdef" })),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await walletOf(member2)).toMatchObject({ balance: mid.balance - 15, held: mid.held - 15 });

    const c = await request(member2, { method: "usdt", amount: 11, address: "TAddr", password: password2 });
    const cid = String(c.body.id);
    const rejected = await call(`/api/admin/withdrawals/${cid}/reject`, post(admin, { reason: "Wrong address" }));
    expect(rejected.body).toMatchObject({ status: "rejected", reason: "Wrong address" });
    expect(await walletOf(member2)).toMatchObject({ balance: mid.balance - 15, held: mid.held - 15 });
    expect((await call(`/api/withdrawals/${cid}/cancel`, { method: "POST", ...bearer(member2) })).status).toBe(409);

    const staffList = await call("/api/admin/withdrawals", bearer(staff));
    expect(staffList.status).toBe(200);
    expect(staffList.body.data.every((w: { method: string }) => w.method === "ccm")).toBe(true);
    expect((await call("/api/admin/withdrawals", bearer(member))).status).toBe(403);
    await expectLedgerBalanced();
  });

  it("keeps to the daily limit, even for requests sent at the same moment", async () => {
    await saveWalletSettings({ withdrawDailyLimit: "200" });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        request(member, { method: "usdt", amount: 60, address: "TAddr", password: demo.member.password }),
      ),
    );
    // member01 already asked for 50 today (demo data): 50 + 2 × 60 fits in 200, a third does not.
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(2);
    expect(refused[0].body.message).toBe("This would exceed your daily withdrawal limit of 200 CCT.");
  });
});

describe("the statement", () => {
  it("pages a member's own transfers, newest first, 20 a page, and shows nobody else's", async () => {
    const { user: owner, password } = await createMember("stmt");
    const { user: other } = await createMember("stmtother");
    const adjustments = await systemAccountId(systemCodes.adjustments);
    const ownerAccount = await memberAccountId(owner.id);
    const otherAccount = await memberAccountId(other.id);
    for (let i = 1; i <= 23; i++) {
      await transfer({
        debit: adjustments,
        credit: ownerAccount,
        amount: BigInt(i) * 100_000_000n,
        kind: "adjustment",
        key: randomUUID(),
      });
    }
    await transfer({ debit: adjustments, credit: otherAccount, amount: 100_000_000n, kind: "adjustment", key: randomUUID() });
    const token = await tokenFor({ email: owner.email, password });

    const first = await call("/api/transactions", bearer(token));
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ total: 23, page: 1, pages: 2, next_cursor: expect.any(String) });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]).toMatchObject({ amount: "23", balance_after: "276" });
    const second = await call("/api/transactions?page=2", bearer(token));
    expect(second.body.meta).toEqual({ total: 23, page: 2, pages: 2, next_cursor: null });
    expect(second.body.data.map((e: { amount: string }) => e.amount)).toEqual(["3", "2", "1"]);
    expect(second.body.data[2]).toMatchObject({ balance_after: "1", counterparty_system: true });
    const beyond = await call("/api/transactions?page=3", bearer(token));
    expect(beyond.body.data).toEqual([]);
    // Counted all the same: the pager still knows there are two pages.
    expect(beyond.body.meta).toEqual({ total: 23, page: 3, pages: 2, next_cursor: null });
  });
});
