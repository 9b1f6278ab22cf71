import { randomUUID } from "node:crypto";

import { withRequestScope, type KnownDevice } from "~/infra/request-scope.server";

import { call, freshIp, json } from "./route-harness";

export { demo } from "./demo";

/**
 * What integration tests start from: identities made for the test (a member nobody else touches),
 * API tokens and web sessions for them or for the demo accounts, and request bodies.
 */

/**
 * Runs domain calls as one client's request would run them: its address, language and origin in the
 * request scope (app/infra/request-scope.server.ts), a fresh address unless one is given.
 */
export function asClient<T>(
  work: () => Promise<T>,
  client: { ip?: string; language?: "en" | "vi"; device?: KnownDevice } = {},
): Promise<T> {
  return withRequestScope(
    {
      ip: client.ip ?? freshIp(),
      readsOnly: false,
      language: client.language ?? "en",
      origin: "http://app.test",
      device: async () => client.device,
    },
    work,
  );
}

/** A unique username (letters and digits, at least 6) and email. */
export function freshIdentity(prefix = "user") {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = `${prefix}${suffix}`.replace(/[^A-Za-z0-9]/g, "").slice(0, 30);
  return { account, email: `${account}@mail.test`, name: `Test ${prefix}` };
}

/** An activated member straight in the database (for tests that are not about sign-up). */
export async function createMember(prefix = "member", password = "Member#2026pass") {
  const [{ db }, { users }, { hashPassword }] = await Promise.all([
    import("~/db/client.server"),
    import("~/db/schema"),
    import("~/infra/password.server"),
  ]);
  const who = freshIdentity(prefix);
  const [user] = await db
    .insert(users)
    .values({ ...who, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() })
    .returning();
  return { user, password };
}

/** Gives a member's store a payout bank (a store without one takes no bank-transfer orders, decision 186). */
export async function giveStoreBank(userId: number) {
  const [{ db }, { shops }] = await Promise.all([import("~/db/client.server"), import("~/db/schema")]);
  const bank = { bankBin: "970436", bankAccount: "0011001234567", bankHolder: "NGUYEN VAN TEST" };
  await db
    .insert(shops)
    .values({ userId, ...bank })
    .onConflictDoUpdate({ target: shops.userId, set: bank });
}

/** An API access token for a demo user. */
export async function tokenFor(who: { email: string; password: string }): Promise<string> {
  const res = await call("/api/auth/login", json({ email: who.email, password: who.password }));
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return String(res.body.access_token);
}

/** A JSON POST with the bearer token and an Idempotency-Key (a fresh one unless given). */
export function post(token: string, body: unknown, key: string | null = randomUUID()) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (key) headers["Idempotency-Key"] = key;
  return json(body, headers);
}

/** A web session cookie for a demo account (pages authenticate with it). */
export async function cookieFor(account: string): Promise<Record<string, string>> {
  const { createSession } = await import("~/domain/accounts");
  const { findUserByAccount } = await import("~/domain/accounts");
  const { sessionCookie } = await import("~/utils/auth.server");
  const user = await findUserByAccount(account);
  return { Cookie: await sessionCookie.serialize(await createSession(user!.id, "web")) };
}

let keys = 0;
export function idempotencyKey(): string {
  keys += 1;
  return `test-key-${process.pid}-${Date.now()}-${keys}-abcdef`;
}

export const guest = {
  name: "Le Van Khach",
  phone: "0912345678",
  email: "khach@mail.test",
  address: "1 Le Loi, Ha Noi",
  receiving_area: "MB" as const,
  payment_method: "bank_vnd" as const,
};

/** A store (by account), its published products in id order, and the one at `offset`. */
export async function storeProduct(account: string, offset = 0) {
  const [{ and, eq }, { db }, { products }, { findUserByAccount }] = await Promise.all([
    import("drizzle-orm"),
    import("~/db/client.server"),
    import("~/db/schema"),
    import("~/domain/accounts"),
  ]);
  const store = (await findUserByAccount(account))!;
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, store.id), eq(products.status, "published")))
    .orderBy(products.id);
  return { store, product: rows[offset], rows };
}

/**
 * The wallet settings saved by admin01 (the ones one admin changes alone), the demo's values unless
 * overridden: rates, withdrawal minimum and daily limit. The receiving addresses are sent back as they
 * are (a new one would be a proposal for a second admin: decision 289).
 */
export async function saveWalletSettings(
  overrides: Partial<Record<"rateUSDT" | "withdrawMin" | "withdrawDailyLimit", string>> = {},
) {
  const [{ getSettings, saveSettings }, { findUserByAccount }] = await Promise.all([
    import("~/domain/wallet"),
    import("~/domain/accounts"),
  ]);
  const { addresses } = await getSettings();
  await saveSettings(
    {
      rateUSDT: "1",
      rateZAFI: "0.5",
      addressUSDT: addresses.USDT,
      addressZAFI: addresses.ZAFI,
      addressCCT: addresses.CCT,
      withdrawMin: "10",
      withdrawDailyLimit: "5000",
      ...overrides,
    },
    (await findUserByAccount("admin01"))!,
  );
}
