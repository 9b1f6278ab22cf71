import { randomUUID } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";

import { expect, test } from "../e2e/support/fixtures";
import { demoSettingsForm } from "../support/demo";
import { bearer, credit, freshMember, type Member } from "./support/members";
import { apiToken, pageClient } from "./support/sessions";

/*
 * One person alone moves no money (issue 28): the demo has a single admin (admin01), so every path
 * below is tried by that admin alone, and by a sock puppet (a member admin01 controls), and must end
 * with the money where it was. docs/money-controls.md states the rules.
 */

type Wallet = { balance: number; held: number; available: number };

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let adminToken: string;
let newContext: (address: string) => Promise<APIRequestContext>;

test.beforeAll(async ({ baseURL }, testInfo) => {
  admin = await pageClient(baseURL!, "admin", testInfo.workerIndex);
  adminToken = (await apiToken(admin, "admin"))!;
  newContext = (address: string) => playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
});

const adminApi = () => ({ Authorization: `Bearer ${adminToken}` });
const wallet = async (m: Member): Promise<Wallet> => (await m.web.get("/api/wallet", { headers: bearer(m) })).json();
/** The threshold the settings form shows as saved. */
const threshold = async () =>
  /name="fourEyesThreshold"[^>]*value="([^"]*)"/.exec(await (await admin.get("/admin/settings")).text())?.[1];

/** The form posts of a pending control change on a page, as the back office's buttons send them. */
const decideControl = (path: string, intent: "confirm-control" | "reject-control", id: number) =>
  admin.post(path, { form: { intent, id: String(id) }, maxRedirects: 0 });

/** The pending control changes admin01 sees listed on the settings page (their ids). */
async function pendingControlIds(): Promise<number[]> {
  const html = await (await admin.get("/admin/settings")).text();
  return [...html.matchAll(/data-testid="control-(\d+)"/g)].map((m) => Number(m[1]));
}

test("raising the four-eyes threshold alone changes nothing: it waits for a second admin", async () => {
  const member = await freshMember(newContext, "aloneth");
  // Two other members, credited within what one admin may move alone, fund the member's large withdrawal.
  for (const prefix of ["alonefa", "alonefb"]) {
    const funder = await freshMember(newContext, prefix);
    await credit(admin, funder, 900);
    const sent = await funder.web.post("/api/transfers", {
      headers: { ...bearer(funder), "Idempotency-Key": randomUUID() },
      data: { account: member.account, amount: 900, password: funder.password },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const asked = await member.web.post("/api/withdrawals", {
    headers: { ...bearer(member), "Idempotency-Key": randomUUID() },
    data: { method: "usdt", amount: 1500, address: "TXYZ1234567890abcdefghijklmnopqrs", password: member.password },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const withdrawal = await asked.json();
  expect(withdrawal.approvals_required).toBe(2);

  const approve = () =>
    admin.post(`/api/admin/withdrawals/${withdrawal.id}/approve`, {
      headers: adminApi(),
      data: { tx_hash: "0xalone0000000000000001" },
    });
  const first = await approve();
  expect(first.status()).toBe(200);
  expect(await first.json()).toMatchObject({ status: "pending" });

  // The threshold raised in the settings form: saved as a proposal only.
  const before = await threshold();
  const saved = await admin.post("/admin/settings", {
    form: {
      ...demoSettingsForm,
      fourEyesThreshold: "1000000",
    },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
  expect(await threshold()).toBe(before);
  const [proposal] = await pendingControlIds();
  expect(proposal).toBeGreaterThan(0);
  // The proposer cannot confirm it.
  const own = await decideControl("/admin/settings", "confirm-control", proposal);
  expect(own.status()).toBe(409);
  expect(await threshold()).toBe(before);

  // The second click still needs a second admin: paid out by nobody.
  const second = await approve();
  expect(second.status()).toBe(409);
  expect(await wallet(member)).toMatchObject({ balance: 1800, held: 1500 });

  // Withdrawn again, so the suite leaves the settings as it found them; the hold is released on rejection.
  expect((await decideControl("/admin/settings", "reject-control", proposal)).status()).toBe(302);
  expect(await pendingControlIds()).not.toContain(proposal);
  const rejected = await admin.post(`/api/admin/withdrawals/${withdrawal.id}/reject`, {
    headers: adminApi(),
    data: { reason: "one person alone" },
  });
  expect(rejected.status()).toBe(200);
  expect(await wallet(member)).toMatchObject({ balance: 1800, held: 0 });
});

test("an admin cannot make a second admin alone: the sock puppet stays a member", async () => {
  const puppet = await freshMember(newContext, "alonepup");
  const member = await freshMember(newContext, "alonedep");
  const promote = await admin.post(`/admin/users/${puppet.id}`, {
    form: { intent: "roles", is_admin: "on" },
    maxRedirects: 0,
  });
  expect(promote.status()).toBe(302);
  const user = await (await admin.get(`/api/admin/users/${puppet.id}`, { headers: adminApi() })).json();
  expect(user).toMatchObject({ roles: ["member"], admin_grant_pending: true });

  // The puppet holds no admin power: the back office and the decisions are closed to it.
  const deposit = await member.web.post("/api/deposits", {
    headers: { ...bearer(member), "Idempotency-Key": randomUUID() },
    data: { coin: "USDT", amount: 5, tx_hash: `0x${randomUUID().replace(/-/g, "")}` },
  });
  expect(deposit.status()).toBe(201);
  const depositId = (await deposit.json()).id;
  const byPuppet = await puppet.web.post(`/api/admin/deposits/${depositId}/confirm`, { headers: bearer(puppet) });
  expect(byPuppet.status()).toBe(403);
  expect((await puppet.web.get("/admin/deposite-ccm", { maxRedirects: 0 })).status()).not.toBe(200);

  // admin01 cannot confirm its own proposal from the puppet's page either.
  const page = await (await admin.get(`/admin/users/${puppet.id}`)).text();
  const proposal = Number(/data-testid="control-(\d+)"/.exec(page)?.[1]);
  expect(proposal).toBeGreaterThan(0);
  expect((await decideControl(`/admin/users/${puppet.id}`, "confirm-control", proposal)).status()).toBe(409);
  expect((await (await admin.get(`/api/admin/users/${puppet.id}`, { headers: adminApi() })).json()).roles).toEqual(["member"]);
  expect(await wallet(member)).toMatchObject({ balance: 0 });

  // Withdrawn; the small deposit is left to be decided (one admin may confirm it).
  expect((await decideControl(`/admin/users/${puppet.id}`, "reject-control", proposal)).status()).toBe(302);
  const confirmed = await admin.post(`/api/admin/deposits/${depositId}/confirm`, { headers: adminApi() });
  expect(await confirmed.json()).toMatchObject({ status: "confirmed", approvals_required: 1 });
});

test("a deposit above the threshold is not credited by one admin, however often they confirm", async () => {
  const member = await freshMember(newContext, "alonemint");
  const filed = await member.web.post("/api/deposits", {
    headers: { ...bearer(member), "Idempotency-Key": randomUUID() },
    data: { coin: "USDT", amount: 1_000_000, tx_hash: `0x${randomUUID().replace(/-/g, "")}` },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const deposit = await filed.json();
  expect(deposit.approvals_required).toBe(2);

  const confirm = () => admin.post(`/api/admin/deposits/${deposit.id}/confirm`, { headers: adminApi() });
  const first = await confirm();
  expect(first.status()).toBe(200);
  expect(await first.json()).toMatchObject({ status: "pending", first_approved_by: expect.any(Number) });
  expect((await confirm()).status()).toBe(409);
  // The web form answers the same.
  const viaForm = await admin.post("/admin/deposite-ccm", {
    form: { intent: "approve", id: String(deposit.id) },
    maxRedirects: 0,
  });
  expect(viaForm.status()).toBe(409);
  expect(await wallet(member)).toMatchObject({ balance: 0, available: 0 });

  // The overview lists it as waiting for a second admin.
  const overview = await (await admin.get("/api/admin/overview", { headers: adminApi() })).json();
  expect(overview.pending.deposits.awaiting_second_admin).toBeGreaterThanOrEqual(1);

  const rejected = await admin.post(`/api/admin/deposits/${deposit.id}/reject`, {
    headers: adminApi(),
    data: { reason: "made-up hash" },
  });
  expect(await rejected.json()).toMatchObject({ status: "rejected" });
  expect(await wallet(member)).toMatchObject({ balance: 0 });
});

test("a large adjustment waits for a second admin; its maker cannot confirm it, nor a puppet", async () => {
  const member = await freshMember(newContext, "aloneadj");
  const asked = await admin.post(`/admin/users/${member.id}`, {
    form: { direction: "credit", amount: "5000", reason: "one person alone", idempotencyKey: randomUUID() },
    maxRedirects: 0,
  });
  expect(asked.status()).toBe(302);
  const page = await (await admin.get(`/admin/users/${member.id}`)).text();
  const request = Number(
    /name="intent" value="confirm-adjustment"\/><input type="hidden" name="id" value="(\d+)"/.exec(page)?.[1],
  );
  expect(request).toBeGreaterThan(0);
  const own = await admin.post(`/admin/users/${member.id}`, {
    form: { intent: "confirm-adjustment", id: String(request) },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(409);
  // Split into small ones, it still waits: one admin moves at most the threshold on a wallet a day.
  for (let i = 0; i < 6; i++) {
    await admin.post(`/admin/users/${member.id}`, {
      form: { direction: "credit", amount: "900", reason: "split", idempotencyKey: randomUUID() },
      maxRedirects: 0,
    });
  }
  const puppet = await freshMember(newContext, "aloneadp");
  // The back office turns a member away before any action runs.
  await puppet.web.post(`/admin/users/${member.id}`, {
    form: { intent: "confirm-adjustment", id: String(request) },
    maxRedirects: 0,
  });
  expect((await wallet(member)).balance).toBe(900);
});

test("one admin cannot make CCT with package refunds: not as the referrer, nor through a sock referrer who spent the commission", async () => {
  const made = await admin.post("/api/admin/packages", {
    headers: adminApi(),
    data: { name_en: "Loop", name_vi: "Vòng", price: "50", commission_percentage: 100 },
  });
  expect(made.status()).toBe(201);
  const pkg = (await made.json()).id as number;
  const buy = async (buyer: Member) => {
    await credit(admin, buyer, 50);
    const bought = await buyer.web.post(`/api/packages/${pkg}/buy`, {
      headers: { ...bearer(buyer), "Idempotency-Key": randomUUID() },
      data: { password: buyer.password },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    return (await bought.json()).id as number;
  };
  const refund = (purchase: number) =>
    admin.post(`/api/admin/packages/purchases/${purchase}/refund`, {
      headers: { ...adminApi(), "Idempotency-Key": randomUUID() },
      data: { reason: "one person alone" },
    });

  // The admin's own referral: refused, whatever the admin's balance.
  const admin01 = (await (await admin.get("/api/auth/user", { headers: adminApi() })).json()).account as string;
  const invited = await freshMember(newContext, "loopadm", admin01);
  const own = await refund(await buy(invited));
  expect(own.status()).toBe(403);
  expect((await own.json()).message).toBe("You earned this purchase's commission: another admin must decide its refund.");
  expect(await wallet(invited)).toMatchObject({ balance: 0 });

  // A sock referrer sends the commission away; the refund would take nothing back, so it only waits.
  const sock = await freshMember(newContext, "loopsock");
  const buyer = await freshMember(newContext, "loopbuy", sock.account);
  const purchase = await buy(buyer);
  const away = await sock.web.post("/api/transfers", {
    headers: { ...bearer(sock), "Idempotency-Key": randomUUID() },
    data: { account: invited.account, amount: 50, password: sock.password },
  });
  expect(away.status(), await away.text()).toBe(201);
  const asked = await refund(purchase);
  expect(asked.status()).toBe(202);
  expect(await asked.json()).toMatchObject({ status: "purchased", refund_request: { shortfall: "50" } });
  const confirm = (who: APIRequestContext, headers: Record<string, string>) =>
    who.post(`/api/admin/packages/purchases/${purchase}/refund/confirm`, { headers });
  expect((await confirm(admin, adminApi())).status()).toBe(409);
  expect((await confirm(sock.web, bearer(sock))).status()).toBe(403);
  const page = await admin.post("/admin/packages", {
    form: { intent: "confirm-refund", purchaseId: String(purchase) },
    maxRedirects: 0,
  });
  expect(page.status()).toBe(409);
  expect(await wallet(buyer)).toMatchObject({ balance: 0 });
  expect(await wallet(sock)).toMatchObject({ balance: 0 });
});

test("the last admin cannot remove or lock themselves out", async () => {
  const id = (await (await admin.get("/api/auth/user", { headers: adminApi() })).json()).id as number;
  expect(id).toBeGreaterThan(0);
  const demote = await admin.post(`/admin/users/${id}`, { form: { intent: "roles" }, maxRedirects: 0 });
  expect(demote.status()).toBe(409);
  const lock = await admin.post(`/admin/users/${id}`, { form: { intent: "lock", reason: "alone" }, maxRedirects: 0 });
  expect(lock.status()).toBe(409);
  const still = await (await admin.get(`/api/admin/users/${id}`, { headers: adminApi() })).json();
  expect(still).toMatchObject({ roles: ["admin"], locked: false });
});
