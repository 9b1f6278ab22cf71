import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { auditLog, users, type User } from "~/db/schema";
import { findUserByAccount, findUserById, systemStoreId } from "~/domain/accounts";
import { setRoles } from "~/domain/back-office";
import { storeBank } from "~/domain/catalogue";
import { checkLedger, memberBalance } from "~/domain/ledger";
import {
  adjustBalance,
  confirmControlChangeAsOperator,
  decideWithdrawal,
  getSettings,
  pendingControlChanges,
  placeWithdrawal,
  proposeSetting,
  type PendingControlChange,
} from "~/domain/wallet";
import { ensureDatabase } from "~/seed/startup.server";
import { toastCookie, type Toast } from "~/utils/toast.server";

import { demoSettingsForm } from "../support/demo";
import { cookieFor, createMember, tokenFor } from "../support/fixtures";
import { bearer, call, form, json } from "../support/route-harness";

/*
 * Four eyes without back doors (issue 28, docs/money-controls.md): what a request needs is fixed when
 * it is made; the controls change only with two people; the second approver held the role before
 * the request and for a day; there is always an active admin.
 */

const CCT = 100_000_000n;
const day = 24 * 3600_000;
let admin01: User;

beforeAll(async () => {
  await ensureDatabase();
  admin01 = (await findUserByAccount("admin01"))!;
});

/** An admin whose role began `since` ago (ms). */
async function adminFor(since: number, prefix = "adm"): Promise<User> {
  const { user } = await createMember(prefix);
  const [row] = await db
    .update(users)
    .set({ isAdmin: true, adminSince: new Date(Date.now() - since) })
    .where(eq(users.id, user.id))
    .returning();
  return row;
}

/** A member holding `cct` CCT, credited by an admin of their own (not counted against admin01). */
async function fundedMember(cct: bigint): Promise<User> {
  const { user } = await createMember("fe");
  const funder = await adminFor(7 * day, "fund");
  await adjustBalance(funder, user.id, { direction: "credit", amount: cct.toString(), reason: "test funds" }, randomUUID());
  return user;
}

/** A control's new value, in force: proposed by admin01, confirmed by the operator. */
async function setControl(kind: "four_eyes_threshold" | "require_two_factor", value: string) {
  const change = await proposeSetting(admin01, kind, value);
  await confirmControlChangeAsOperator(change.id);
}

const withdraw = async (member: User, cct: bigint) =>
  (
    await placeWithdrawal(
      member,
      { method: "usdt", amount: cct * CCT, address: "TXYZ1234567890abcdefghijklmnopqrs" },
      randomUUID(),
    )
  ).withdrawal;
const approve = (actor: User, id: number) =>
  decideWithdrawal(actor, id, { intent: "approve", payoutTxHash: `0x${randomUUID()}` });

describe("what a request needs is fixed when it is made", () => {
  it("a threshold raised after the request does not let one admin pay it out; a threshold lowered adds the second approval", async () => {
    const member = await fundedMember(3000n);
    const large = await withdraw(member, 2000n);
    expect(large.approvalsRequired).toBe(2);
    const small = await withdraw(member, 600n);
    expect(small.approvalsRequired).toBe(1);

    await setControl("four_eyes_threshold", "1000000");
    expect(await approve(admin01, large.id)).toMatchObject({ status: "pending" });
    await expect(approve(admin01, large.id)).rejects.toMatchObject({ message: "wallet:errors.secondApprover" });
    expect((await memberBalance(member.id)).balance).toBe(3000n * CCT);

    // More protection applies at once: the small one now needs two as well.
    await setControl("four_eyes_threshold", "500");
    expect(await approve(admin01, small.id)).toMatchObject({ status: "pending" });

    const second = await adminFor(2 * day);
    expect(await approve(second, large.id)).toMatchObject({ status: "confirmed" });
    expect(await approve(second, small.id)).toMatchObject({ status: "confirmed" });
    expect((await memberBalance(member.id)).balance).toBe(400n * CCT);
    await setControl("four_eyes_threshold", "1000");
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });

  it("an admin whose role is younger than the request, or than a day, cannot give the second approval", async () => {
    const member = await fundedMember(3000n);
    const requested = await withdraw(member, 1500n);
    expect(await approve(admin01, requested.id)).toMatchObject({ status: "pending" });
    // Made an admin after the request was made.
    const after = await adminFor(0);
    await expect(approve(after, requested.id)).rejects.toMatchObject({ message: "wallet:errors.adminTooNew", status: 403 });
    // An admin since before the request, but for less than a day.
    const earlier = await withdraw(member, 1200n);
    await new Promise((r) => setTimeout(r, 5));
    await db
      .update(users)
      .set({ adminSince: new Date(earlier.createdAt.getTime() - 1000) })
      .where(eq(users.id, after.id));
    await approve(admin01, earlier.id);
    await expect(approve((await findUserById(after.id))!, earlier.id)).rejects.toMatchObject({
      message: "wallet:errors.adminTooNew",
    });
    expect((await memberBalance(member.id)).held).toBe(2700n * CCT);
    expect((await memberBalance(member.id)).balance).toBe(3000n * CCT);
  });

  it("a first approval lapses when its admin loses the role: the next approval is a first one again", async () => {
    const member = await fundedMember(2000n);
    const first = await adminFor(3 * day);
    const second = await adminFor(3 * day);
    const requested = await withdraw(member, 1500n);
    await approve(first, requested.id);
    await db.update(users).set({ isAdmin: false, adminSince: null }).where(eq(users.id, first.id));
    expect(await approve(second, requested.id)).toMatchObject({ status: "pending", firstApprovedBy: second.id });
    expect(await approve(admin01, requested.id)).toMatchObject({ status: "confirmed" });
  });

  it("two-factor for deciders, on when the request was made, stays required after it is turned off", async () => {
    const member = await fundedMember(100n);
    await setControl("require_two_factor", "1");
    const requested = await withdraw(member, 50n);
    expect(requested.twoFactorRequired).toBe(true);
    await setControl("require_two_factor", "0");
    expect((await getSettings()).requireTwoFactor).toBe(false);
    await expect(approve(admin01, requested.id)).rejects.toMatchObject({ message: "account:twoFactor.requiredForBackOffice" });
    // A request made now does not need it.
    const later = await withdraw(member, 20n);
    expect(await approve(admin01, later.id)).toMatchObject({ status: "confirmed" });
  });
});

describe("the first of two approvals comes from a role as old as the second's (decision 291)", () => {
  /** Over HTTP: admin `by` gives `to` the staff role (or takes it away). */
  const grantStaff = async (by: string, to: User, on = true) =>
    call(`/api/admin/users/${to.id}/roles`, json({ is_admin: false, is_mod: false, is_staff: on }, bearer(by).headers));
  const approveCcm = (token: string, id: number) =>
    call(`/api/admin/withdrawals/${id}/approve`, json({ tx_hash: `0x${randomUUID().replace(/-/g, "")}` }, bearer(token).headers));
  const ccmWithdrawal = async (member: User, cct: bigint) =>
    (await placeWithdrawal(member, { method: "ccm", amount: cct * CCT, address: "0xccmpayout" }, randomUUID())).withdrawal;

  it("an admin's sock made staff today cannot give the first approval the admin then completes", async () => {
    const admin = await adminFor(7 * day, "ownr");
    const adminToken = await tokenFor({ email: admin.email, password: "Member#2026pass" });
    const { user: sock, password } = await createMember("sock");
    expect((await grantStaff(adminToken, sock)).status).toBe(200);
    expect((await findUserById(sock.id))!.staffSince).toBeInstanceOf(Date);
    const sockToken = await tokenFor({ email: sock.email, password });

    const member = await fundedMember(3000n);
    const large = await ccmWithdrawal(member, 1500n);
    expect(large.approvalsRequired).toBe(2);
    const refused = await approveCcm(sockToken, large.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/held their role before it/);
    // The admin's approval is then only a first one: nothing is paid.
    expect((await approveCcm(adminToken, large.id)).body).toMatchObject({ status: "pending", first_approved_by: admin.id });
    expect(await memberBalance(member.id)).toMatchObject({ balance: 3000n * CCT, held: 1500n * CCT });

    // Taking the role away clears its date: given again, it starts again.
    expect((await grantStaff(adminToken, sock, false)).status).toBe(200);
    expect((await findUserById(sock.id))!.staffSince).toBeNull();
  });

  it("a staff member who held the role for a day and before the request gives the first approval; an admin pays it", async () => {
    const admin = await adminFor(7 * day, "ownr");
    const adminToken = await tokenFor({ email: admin.email, password: "Member#2026pass" });
    const { user: staff, password } = await createMember("stf");
    expect((await grantStaff(adminToken, staff)).status).toBe(200);
    await db
      .update(users)
      .set({ staffSince: new Date(Date.now() - 2 * day) })
      .where(eq(users.id, staff.id));

    const member = await fundedMember(3000n);
    const large = await ccmWithdrawal(member, 1500n);
    const first = await approveCcm(await tokenFor({ email: staff.email, password }), large.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "pending", first_approved_by: staff.id });
    expect((await approveCcm(adminToken, large.id)).body).toMatchObject({ status: "confirmed" });
    expect((await memberBalance(member.id)).balance).toBe(1500n * CCT);
  });
});

describe("changing the controls needs two people", () => {
  it("the settings form proposes; the proposer cannot confirm; a fresh admin cannot; a seasoned second admin applies it", async () => {
    const before = (await getSettings()).fourEyesThreshold;
    const settings = demoSettingsForm;
    const saved = await call("/admin/settings", form(await cookieFor("admin01"), { ...settings, fourEyesThreshold: "2500" }));
    expect(saved.status).toBe(302);
    expect((await getSettings()).fourEyesThreshold).toBe(before);
    const [change] = await pendingControlChanges();
    expect(change).toMatchObject({ kind: "four_eyes_threshold", value: "2500", proposedBy: "admin01" });

    // Another value while one waits: refused on its field, nothing saved.
    const other = await call(
      "/admin/settings",
      form(await cookieFor("admin01"), { ...settings, withdrawMin: "11", fourEyesThreshold: "9000" }),
    );
    expect(other.status).toBe(409);
    expect((await getSettings()).withdrawMin).toBe("10");

    const own = await call(
      "/admin/settings",
      form(await cookieFor("admin01"), { intent: "confirm-control", id: String(change.id) }),
    );
    expect(own.status).toBe(409);
    const fresh = await adminFor(3600_000, "fresh");
    const byFresh = await call(
      "/admin/settings",
      form(await cookieFor(fresh.account), { intent: "confirm-control", id: String(change.id) }),
    );
    expect(byFresh.status).toBe(400);
    expect((await getSettings()).fourEyesThreshold).toBe(before);

    const seasoned = await adminFor(2 * day, "seas");
    const confirmed = await call(
      "/admin/settings",
      form(await cookieFor(seasoned.account), { intent: "confirm-control", id: String(change.id) }),
    );
    expect(confirmed.status).toBe(302);
    expect((await getSettings()).fourEyesThreshold).toBe("2500");
    await setControl("four_eyes_threshold", before);
  });

  it("the system store's bank changes only when a second admin confirms, audited with before and after", async () => {
    const storeId = (await systemStoreId())!;
    const before = await storeBank(storeId);
    const proposed = await call(
      "/admin/settings",
      form(await cookieFor("admin01"), {
        intent: "bank",
        bank_bin: "970422",
        account_number: "9990001112223",
        account_holder: "Công ty Thử",
      }),
    );
    expect(proposed.status).toBe(302);
    // Nothing changes for buyers yet: one admin alone cannot point their transfers elsewhere.
    expect(await storeBank(storeId)).toEqual(before);
    const [change] = (await pendingControlChanges()).filter((c) => c.kind === "system_bank");
    expect(change).toMatchObject({
      proposedBy: "admin01",
      bank: { bankName: "MB Bank", account: "9990001112223", holder: "CONG TY THU" },
    });

    const own = await call(
      "/admin/settings",
      form(await cookieFor("admin01"), { intent: "confirm-control", id: String(change.id) }),
    );
    expect(own.status).toBe(409);
    expect(await storeBank(storeId)).toEqual(before);

    const seasoned = await adminFor(2 * day, "bank");
    const confirmed = await call(
      "/admin/settings",
      form(await cookieFor(seasoned.account), { intent: "confirm-control", id: String(change.id) }),
    );
    expect(confirmed.status).toBe(302);
    expect(await storeBank(storeId)).toMatchObject({ bin: "970422", account: "9990001112223", holder: "CONG TY THU" });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "shop.bank_changed"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: seasoned.id,
      after: { bin: "970422", account: "9990001112223", holder: "CONG TY THU" },
    });
  });

  it("a new deposit address reaches depositors only when a second admin confirms; the other settings save at once", async () => {
    const before = await getSettings();
    const current = {
      ...demoSettingsForm,
      addressUSDT: before.addresses.USDT,
      addressZAFI: before.addresses.ZAFI,
      addressCCT: before.addresses.CCT,
    };
    const member = await cookieFor((await createMember("dep")).user.account);
    const depositAddress = async () => (await call("/invest-usdt", { headers: member })).body.address;
    const admin = await cookieFor("admin01");
    const attacker = "TAttackerOwnAddress00000000000001";

    // The current values but the USDT address: the minimum saves at once, the address is a proposal.
    const saved = await call("/admin/settings", form(admin, { ...current, addressUSDT: attacker, withdrawMin: "12" }));
    expect(saved.status).toBe(302);
    const cookie = saved.headers.getSetCookie().find((c) => c.startsWith("toast="));
    expect(((await toastCookie.parse(cookie?.split(";")[0] ?? null)) as Toast | null)?.message).toBe(
      "wallet:settings.savedAddressProposed",
    );
    expect(await getSettings()).toMatchObject({ withdrawMin: "12", addresses: before.addresses });
    expect(await depositAddress()).toBe(before.addresses.USDT);
    const page = await call("/admin/settings", { headers: admin });
    const [change] = (page.body.pending as PendingControlChange[]).filter((c) => c.kind === "deposit_address_usdt");
    expect(change).toMatchObject({ coin: "USDT", value: attacker, proposedBy: "admin01" });

    // The form sent again as the page shows it (the address in force): saves, proposes nothing more.
    expect((await call("/admin/settings", form(admin, { ...current, withdrawMin: "10" }))).status).toBe(302);
    expect((await pendingControlChanges()).filter((c) => c.coin)).toHaveLength(1);

    // The proposer cannot confirm it.
    expect((await call("/admin/settings", form(admin, { intent: "confirm-control", id: String(change.id) }))).status).toBe(409);
    expect(await depositAddress()).toBe(before.addresses.USDT);

    const seasoned = await adminFor(2 * day, "addr");
    const confirmed = await call(
      "/admin/settings",
      form(await cookieFor(seasoned.account), { intent: "confirm-control", id: String(change.id) }),
    );
    expect(confirmed.status).toBe(302);
    expect(await depositAddress()).toBe(attacker);
    const restore = await proposeSetting(admin01, "deposit_address_usdt", before.addresses.USDT);
    await confirmControlChangeAsOperator(restore.id);
    expect(await depositAddress()).toBe(before.addresses.USDT);
  });

  it("the admin role is given by two: proposed by one, confirmed by another; its age starts then", async () => {
    const { user: candidate } = await createMember("cand");
    const proposed = await call(
      `/admin/users/${candidate.id}`,
      form(await cookieFor("admin01"), { intent: "roles", is_admin: "on", is_staff: "on" }),
    );
    expect(proposed.status).toBe(302);
    const now = (await findUserById(candidate.id))!;
    // Staff at once; admin not yet.
    expect(now).toMatchObject({ isStaff: true, isAdmin: false, adminSince: null });
    const [change] = await pendingControlChanges({ targetUserId: candidate.id });
    expect(change.kind).toBe("grant_admin");
    const seasoned = await adminFor(2 * day, "seas");
    const confirmed = await call(
      `/admin/users/${candidate.id}`,
      form(await cookieFor(seasoned.account), { intent: "confirm-control", id: String(change.id) }),
    );
    expect(confirmed.status).toBe(302);
    const made = (await findUserById(candidate.id))!;
    expect(made.isAdmin).toBe(true);
    expect(Date.now() - made.adminSince!.getTime()).toBeLessThan(60_000);
  });
});

describe("there is always an active admin", () => {
  it("two admins demoting each other at once: one of them stays", async () => {
    // Only these two are admins here: admin01 steps aside for the test (its own database).
    const a = await adminFor(3 * day, "duoa");
    const b = await adminFor(3 * day, "duob");
    const others = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    for (const o of others)
      if (o.id !== a.id && o.id !== b.id) await db.update(users).set({ isAdmin: false }).where(eq(users.id, o.id));
    // Both already past their guards (read as admins), each demoting the other at the same moment.
    const none = { is_admin: false, is_mod: false, is_staff: false };
    const results = await Promise.allSettled([setRoles(a, b.id, none), setRoles(b, a.id, none)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ message: "admin:users.lastAdmin", status: 409 });
    const left = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    expect(left).toHaveLength(1);
    // Through the page, the one left cannot be demoted by the other (no longer an admin) nor by itself.
    const last = (await findUserById(left[0].id))!;
    const self = await call(`/admin/users/${last.id}`, form(await cookieFor(last.account), { intent: "roles" }));
    expect(self.status).toBe(409);
    for (const o of others) await db.update(users).set({ isAdmin: true }).where(eq(users.id, o.id));
  });
});
