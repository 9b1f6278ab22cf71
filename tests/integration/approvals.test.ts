import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { checkLedger } from "~/domain/ledger";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, demo, post, tokenFor } from "../support/fixtures";
import { bearer, call, form } from "../support/route-harness";

/*
 * Who may approve a deposit, a withdrawal or an adjustment (docs/money-controls.md): nobody their own,
 * two admins above the four-eyes threshold, a member's adjustments of a day counted together.
 * What a request needs is fixed when it is made: tests/integration/four-eyes.test.ts.
 */

beforeAll(async () => {
  await ensureDatabase();
});

/** A second admin, for the four-eyes rules (who may sign in with `password` when given). */
async function anotherAdmin(password?: string) {
  const { db } = await import("~/db/client.server");
  const { users } = await import("~/db/schema");
  const { hashPassword } = await import("~/infra/password.server");
  const [admin] = await db
    .insert(users)
    .values({
      name: "Other Admin",
      email: `other-${randomUUID()}@mail.test`,
      account: `oth${randomUUID().slice(0, 8)}`,
      passwordHash: password ? await hashPassword(password) : "x",
      isAdmin: true,
      // Held the role long before any request of the test (four eyes count the role's age).
      adminSince: new Date(Date.now() - 7 * 24 * 3600_000),
      emailVerifiedAt: new Date(),
    })
    .returning();
  return admin;
}

describe("nobody decides their own request", () => {
  it("staff cannot approve their own CCM withdrawal, nor an admin their own deposit", async () => {
    const { findUserByAccount } = await import("~/domain/accounts");
    const { adjustBalance } = await import("~/domain/wallet");
    const { placeWithdrawal, decideWithdrawal } = await import("~/domain/wallet");
    const { requestDeposit, confirmDeposit, rejectDeposit } = await import("~/domain/wallet");
    const admin = (await findUserByAccount("admin01"))!;
    const staff = (await findUserByAccount("staff01"))!;
    await adjustBalance(admin, staff.id, { direction: "credit", amount: "100", reason: "float" }, randomUUID());
    const { withdrawal } = await placeWithdrawal(
      staff,
      { method: "ccm", amount: 2_000_000_000n, address: "0xstaffccm" },
      randomUUID(),
    );
    await expect(
      decideWithdrawal(staff, withdrawal.id, { intent: "approve", payoutTxHash: "0xpaid00000000000000" }),
    ).rejects.toMatchObject({ message: "wallet:errors.ownRequest", status: 403 });
    // Another person may.
    await expect(decideWithdrawal(admin, withdrawal.id, { intent: "reject", reason: "no" })).resolves.toMatchObject({
      status: "rejected",
    });

    const hex = randomUUID().replace(/-/g, "").repeat(2);
    const { deposit } = await requestDeposit(admin, { coin: "USDT", amount: "5", txHash: hex }, randomUUID());
    await expect(confirmDeposit(admin, deposit.id)).rejects.toMatchObject({ message: "wallet:errors.ownRequest" });
    await expect(rejectDeposit(admin, deposit.id, "no")).rejects.toMatchObject({ message: "wallet:errors.ownRequest" });
  });
});

describe("four eyes above the threshold", () => {
  it("a large withdrawal needs a second, different admin; staff give only a first approval", async () => {
    const { findUserByAccount } = await import("~/domain/accounts");
    const { adjustBalance } = await import("~/domain/wallet");
    const { placeWithdrawal, decideWithdrawal } = await import("~/domain/wallet");
    const { getSettings } = await import("~/domain/wallet");
    const { saveSettings } = await import("~/domain/wallet");
    const { confirmControlChangeAsOperator, pendingControlChanges } = await import("~/domain/wallet");
    const admin = (await findUserByAccount("admin01"))!;
    const staff = (await findUserByAccount("staff01"))!;
    const member = (await findUserByAccount("member01"))!;
    // A second admin.
    const second = await anotherAdmin();
    const settings = await getSettings();
    await saveSettings(
      {
        rateUSDT: settings.rates.USDT,
        rateZAFI: settings.rates.ZAFI,
        addressUSDT: settings.addresses.USDT,
        addressZAFI: settings.addresses.ZAFI,
        addressCCT: settings.addresses.CCT,
        withdrawMin: "10",
        withdrawDailyLimit: "100000",
        fourEyesThreshold: "500",
      },
      admin,
    );
    // A new threshold is a proposal: the operator confirms it here (no second admin of that age yet).
    for (const change of await pendingControlChanges()) await confirmControlChangeAsOperator(change.id);
    await adjustBalance(second, member.id, { direction: "credit", amount: "1500", reason: "four eyes" }, randomUUID());

    const small = (
      await placeWithdrawal(member, { method: "ccm", amount: 100n * 100_000_000n, address: "0xmember" }, randomUUID())
    ).withdrawal;
    expect(await decideWithdrawal(admin, small.id, { intent: "approve", payoutTxHash: "0xsmall000000000000000" })).toMatchObject({
      status: "confirmed",
    });

    const large = (
      await placeWithdrawal(member, { method: "ccm", amount: 600n * 100_000_000n, address: "0xmember" }, randomUUID())
    ).withdrawal;
    const first = await decideWithdrawal(staff, large.id, { intent: "approve", payoutTxHash: "0xlarge000000000000000" });
    expect(first).toMatchObject({ status: "pending", firstApprovedBy: staff.id });
    await expect(
      decideWithdrawal(staff, large.id, { intent: "approve", payoutTxHash: "0xlarge000000000000000" }),
    ).rejects.toMatchObject({ message: "wallet:errors.secondApprover" });
    expect(await decideWithdrawal(admin, large.id, { intent: "approve", payoutTxHash: "0xlarge000000000000000" })).toMatchObject({
      status: "confirmed",
    });

    const other = (
      await placeWithdrawal(
        member,
        { method: "usdt", amount: 600n * 100_000_000n, address: "TXYZ1234567890abcdefghijklmnopqrs" },
        randomUUID(),
      )
    ).withdrawal;
    expect(await decideWithdrawal(admin, other.id, { intent: "approve", payoutTxHash: "0xother000000000000000" })).toMatchObject({
      status: "pending",
    });
    await expect(
      decideWithdrawal(admin, other.id, { intent: "approve", payoutTxHash: "0xother000000000000000" }),
    ).rejects.toMatchObject({ status: 409 });
    // Refusing needs one person only.
    expect(await decideWithdrawal(second, other.id, { intent: "reject", reason: "not this one" })).toMatchObject({
      status: "rejected",
    });
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });
});

describe("four eyes on balance adjustments", () => {
  it("above the threshold an adjustment waits for a second admin; the same admin cannot confirm it", async () => {
    const { findUserByAccount } = await import("~/domain/accounts");
    const { adjustOrRequest, confirmAdjustment, pendingAdjustments, rejectAdjustment } = await import("~/domain/wallet");
    const { memberBalance } = await import("~/domain/ledger");
    const admin = (await findUserByAccount("admin01"))!;
    const member = (await findUserByAccount("member02"))!;
    const second = await anotherAdmin();
    const before = (await memberBalance(member.id)).balance;
    const key = randomUUID();
    const big = { direction: "credit" as const, amount: "5000", reason: "Large correction" };
    const asked = await adjustOrRequest(admin, member.id, big, key);
    expect(asked.state).toBe("awaiting");
    // The same key answers the same request.
    expect(await adjustOrRequest(admin, member.id, big, key)).toMatchObject({ state: "awaiting" });
    expect((await memberBalance(member.id)).balance).toBe(before);
    const [pending] = await pendingAdjustments(member.id);
    expect(pending).toMatchObject({ amount: "5000", requestedBy: "admin01" });
    await expect(confirmAdjustment(admin, pending.id)).rejects.toMatchObject({ message: "wallet:errors.secondApprover" });
    await confirmAdjustment(second, pending.id);
    expect((await memberBalance(member.id)).balance).toBe(before + 5000n * 100_000_000n);
    await expect(confirmAdjustment(second, pending.id)).rejects.toMatchObject({ status: 409 });

    const other = await adjustOrRequest(admin, member.id, { ...big, reason: "Another" }, randomUUID());
    if (other.state !== "awaiting") throw new Error("expected a request");
    await rejectAdjustment(second, other.request.id, "Not justified");
    expect(await pendingAdjustments(member.id)).toEqual([]);
    // Small ones are made at once.
    expect(await adjustOrRequest(admin, member.id, { direction: "credit", amount: "10", reason: "small" }, randomUUID())).toEqual(
      { state: "done" },
    );
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });

  it("counts a member's adjustments of the last 24 hours: split into small ones, a large amount still waits for a second admin", async () => {
    const { confirmAdjustment, pendingAdjustments } = await import("~/domain/wallet");
    const { memberBalance } = await import("~/domain/ledger");
    const { fourEyesThreshold } = await import("~/domain/wallet");
    const { unitsToDecimal } = await import("~/lib/money");
    const threshold = await fourEyesThreshold();
    const cct = (units: bigint) => unitsToDecimal(units, 8);
    const admin = await cookieFor("admin01");
    const second = await anotherAdmin();
    const { user } = await createMember("split");
    const adjust = (amount: bigint, key = randomUUID(), direction = "credit") =>
      call(`/admin/users/${user.id}`, form(admin, { direction, amount: cct(amount), reason: "split", idempotencyKey: key }));
    const state = async () => ({
      balance: (await memberBalance(user.id)).balance,
      waiting: (await pendingAdjustments(user.id)).length,
    });
    const part = (threshold * 6n) / 10n;

    const firstKey = randomUUID();
    expect((await adjust(part, firstKey)).status).toBe(302);
    expect(await state()).toEqual({ balance: part, waiting: 0 });
    // The second part would take the day past the threshold: it waits for another admin.
    expect((await adjust(part)).status).toBe(302);
    expect(await state()).toEqual({ balance: part, waiting: 1 });
    // A replay of the first answers it again: nothing moves, nothing is asked.
    expect((await adjust(part, firstKey)).status).toBe(302);
    expect(await state()).toEqual({ balance: part, waiting: 1 });
    // Debits count too.
    expect((await adjust(part, randomUUID(), "debit")).status).toBe(302);
    expect(await state()).toEqual({ balance: part, waiting: 2 });
    // What two admins confirmed is not one admin's: it leaves the day's allowance as it was.
    const [newest, oldest] = await pendingAdjustments(user.id);
    await confirmAdjustment(second, oldest.id);
    await confirmAdjustment(second, newest.id);
    expect(await state()).toEqual({ balance: part, waiting: 0 });
    expect((await adjust(threshold - part)).status).toBe(302);
    expect(await state()).toEqual({ balance: threshold, waiting: 0 });
  });

  it("adjustments sent at once cannot together pass the threshold: one is made, the others wait", async () => {
    const { pendingAdjustments } = await import("~/domain/wallet");
    const { memberBalance } = await import("~/domain/ledger");
    const { fourEyesThreshold } = await import("~/domain/wallet");
    const { unitsToDecimal } = await import("~/lib/money");
    const part = ((await fourEyesThreshold()) * 6n) / 10n;
    const admin = await cookieFor("admin01");
    const { user } = await createMember("race");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(
          `/admin/users/${user.id}`,
          form(admin, { direction: "credit", amount: unitsToDecimal(part, 8), reason: "at once", idempotencyKey: randomUUID() }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([302, 302, 302, 302, 302]);
    expect((await memberBalance(user.id)).balance).toBe(part);
    expect(await pendingAdjustments(user.id)).toHaveLength(4);

    // One form sent three times at once (the same key): one adjustment, and no request beside it.
    const { user: other } = await createMember("twice");
    const fields = { direction: "credit", amount: unitsToDecimal(part, 8), reason: "double click", idempotencyKey: randomUUID() };
    const same = await Promise.all([1, 2, 3].map(() => call(`/admin/users/${other.id}`, form(admin, fields))));
    expect(same.map((a) => a.status)).toEqual([302, 302, 302]);
    expect((await memberBalance(other.id)).balance).toBe(part);
    expect(await pendingAdjustments(other.id)).toEqual([]);
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });

  it("a key that became a request moves nothing when sent again, even once the day's total has dropped", async () => {
    const { db } = await import("~/db/client.server");
    const { transfers } = await import("~/db/schema");
    const { eq, sql } = await import("drizzle-orm");
    const { findUserByAccount } = await import("~/domain/accounts");
    const { confirmAdjustment, fourEyesThreshold, pendingAdjustments } = await import("~/domain/wallet");
    const { memberBalance } = await import("~/domain/ledger");
    const { unitsToDecimal } = await import("~/lib/money");
    const part = ((await fourEyesThreshold()) * 6n) / 10n;
    const admin = await cookieFor("admin01");
    const adminId = (await findUserByAccount("admin01"))!.id;
    const second = await anotherAdmin();
    const { user } = await createMember("resend");
    const adjust = (key: string) =>
      call(
        `/admin/users/${user.id}`,
        form(admin, { direction: "credit", amount: unitsToDecimal(part, 8), reason: "resent", idempotencyKey: key }),
      );
    const state = async () => ({
      balance: (await memberBalance(user.id)).balance,
      waiting: (await pendingAdjustments(user.id)).length,
    });
    const made = randomUUID();
    const asked = randomUUID();
    expect((await adjust(made)).status).toBe(302);
    expect((await adjust(asked)).status).toBe(302);
    expect(await state()).toEqual({ balance: part, waiting: 1 });
    // A day later (this test's own adjustment made 25 hours ago), the day's total is back to zero.
    await db
      .update(transfers)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(transfers.idempotencyKey, `adjustment:${adminId}:${made}`));
    expect((await adjust(asked)).status).toBe(302);
    expect(await state()).toEqual({ balance: part, waiting: 1 });
    // The second admin's confirmation moves it, once.
    const [request] = await pendingAdjustments(user.id);
    await confirmAdjustment(second, request.id);
    expect(await state()).toEqual({ balance: 2n * part, waiting: 0 });
    expect((await adjust(asked)).status).toBe(302);
    expect(await state()).toEqual({ balance: 2n * part, waiting: 0 });
  });
});

describe("four eyes on a member's day of deposits", () => {
  const hash = () => `0x${randomUUID().replace(/-/g, "")}${randomUUID().replace(/-/g, "")}`;

  it("one admin alone credits a member's deposits up to the threshold in 24 hours; past it a deposit waits for a second admin", async () => {
    const { fourEyesThreshold } = await import("~/domain/wallet");
    const { findUserByAccount } = await import("~/domain/accounts");
    const threshold = Number(await fourEyesThreshold()) / 1e8;
    const part = (threshold * 6) / 10;
    const { user, password } = await createMember("deposits");
    const member = await tokenFor({ email: user.email, password });
    const admin = await tokenFor(demo.admin);
    const adminId = (await findUserByAccount("admin01"))!.id;
    const secondPassword = "Second#2026pass";
    const secondUser = await anotherAdmin(secondPassword);
    const second = await tokenFor({ email: secondUser.email, password: secondPassword });
    const deposit = async (amount: number) =>
      (await call("/api/deposits", post(member, { coin: "CCT", amount, tx_hash: hash() }))).body.id as number;
    const confirm = (token: string, id: number) => call(`/api/admin/deposits/${id}/confirm`, post(token, {}));
    const balance = async () => (await call("/api/wallet", bearer(member))).body.balance as number;

    // Under the day's total: credited at once.
    const first = await deposit(part);
    expect((await confirm(admin, first)).body).toMatchObject({ status: "confirmed", approvals_required: 1 });
    expect(await balance()).toBe(part);
    // The second small one would take one admin's day past the threshold: a first approval only.
    const next = await deposit(part);
    const once = await confirm(admin, next);
    expect(once.status).toBe(200);
    expect(once.body).toMatchObject({ status: "pending", approvals_required: 2, first_approved_by: adminId });
    expect(await balance()).toBe(part);
    expect((await confirm(admin, next)).status).toBe(409);
    expect(await balance()).toBe(part);
    // Another admin's approval credits it.
    expect((await confirm(second, next)).body).toMatchObject({ status: "confirmed" });
    expect(await balance()).toBe(2 * part);
    // What two admins confirmed is not one admin's: the rest of the day's allowance still credits at once.
    const rest = await deposit(threshold - part);
    expect((await confirm(admin, rest)).body).toMatchObject({ status: "confirmed", approvals_required: 1 });
    expect(await balance()).toBe(threshold + part);

    // Two confirmed at once by one admin cannot together pass the threshold.
    const { user: other, password: otherPassword } = await createMember("deposits");
    const otherToken = await tokenFor({ email: other.email, password: otherPassword });
    const ids = await Promise.all(
      [1, 2].map(
        async () =>
          (await call("/api/deposits", post(otherToken, { coin: "CCT", amount: part, tx_hash: hash() }))).body.id as number,
      ),
    );
    const answers = await Promise.all(ids.map((id) => confirm(admin, id)));
    expect(answers.map((a) => a.body.status).sort()).toEqual(["confirmed", "pending"]);
    expect((await call("/api/wallet", bearer(otherToken))).body.balance).toBe(part);
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });
});
