import { randomInt } from "node:crypto";
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { and, eq, isNull } from "drizzle-orm";
import { toString as qrSvg } from "qrcode";

import { db } from "~/db/client.server";
import { recoveryCodes, twoFactors, type User } from "~/db/schema";
import { requestScope } from "~/infra/request-scope.server";
import { open, seal } from "~/infra/secret-box.server";
import { hashToken } from "~/infra/tokens.server";
import { DomainError } from "~/lib/errors";

import { requireCurrentPassword } from "./current-password.server";
import { limitedAttempt, type Limit } from "./rate-limit.server";

/** What authenticator apps expect: 6 digits every 30 s, SHA-1. */
const totp = { period: 30, digits: 6, algorithm: "SHA-1" } as const;
const issuer = "CCT Marketplace";
const recoveryCodeCount = 10;
/** Wrong codes per member before a pause: 6 digits cannot be guessed in 5 tries per 15 minutes. */
const codeLimit: Limit = { max: 5, windowSeconds: 15 * 60 };
const codeKeys = (userId: number) => [`2fa:user:${userId}`];

/**
 * The budget a code attempt spends: authenticator codes and recovery codes have one each, so whoever
 * knows the password and burns the authenticator budget cannot lock the owner out of their recovery
 * codes; a browser where the member signed in before spends its own (decision 053).
 */
async function attemptKeys(userId: number, kind: "totp" | "recovery"): Promise<string[]> {
  const device = await requestScope()?.device?.();
  const base = kind === "totp" ? `2fa:user:${userId}` : `2fa-recovery:user:${userId}`;
  return [device?.knows(userId) ? `${base}:device:${device.id}` : base];
}

export interface TwoFactorSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

async function row(userId: number) {
  const [found] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return found;
}

export async function isTwoFactorEnabled(userId: number): Promise<boolean> {
  return Boolean((await row(userId))?.enabledAt);
}

/**
 * The setup page: a new secret (kept, not yet enabled) with its otpauth URI and QR code. Opening
 * the page again while not enabled shows the same secret, so a scanned code keeps working.
 */
export async function twoFactorSetup(user: User): Promise<TwoFactorSetup | null> {
  const existing = await row(user.id);
  if (existing?.enabledAt) return null;
  let secret = existing ? open(existing.secret) : null;
  if (!secret) {
    secret = (await generateTOTP(totp)).secret;
    await db
      .insert(twoFactors)
      .values({ userId: user.id, secret: seal(secret) })
      .onConflictDoUpdate({ target: twoFactors.userId, set: { secret: seal(secret), enabledAt: null, lastStep: null } });
  }
  const uri = getTOTPAuthUri({ ...totp, secret, accountName: user.email, issuer });
  return { secret, uri, qrSvg: await qrSvg(uri, { type: "svg", margin: 1, width: 192 }) };
}

function newRecoveryCode(): string {
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  const part = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `${part()}-${part()}`;
}

const normalizeRecovery = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "");

/** A code of the authenticator, accepted once: its time step must be newer than the last one used. */
async function acceptTotp(userId: number, sealedSecret: string, lastStep: number | null, code: string): Promise<boolean> {
  const secret = open(sealedSecret);
  if (!secret || !/^\d{6}$/.test(code)) return false;
  const verified = await verifyTOTP({ ...totp, otp: code, secret, window: 1 });
  if (!verified) return false;
  const step = Math.floor(Date.now() / 1000 / totp.period) + verified.delta;
  if (lastStep !== null && step <= lastStep) return false;
  // Conditional update: of two requests with the same code, one wins.
  const updated = await db
    .update(twoFactors)
    .set({ lastStep: step })
    .where(
      and(eq(twoFactors.userId, userId), lastStep === null ? isNull(twoFactors.lastStep) : eq(twoFactors.lastStep, lastStep)),
    )
    .returning({ userId: twoFactors.userId });
  return updated.length === 1;
}

/** Turns 2FA on with a first code from the app; answers the recovery codes, shown only now. */
export async function enableTwoFactor(user: User, code: string): Promise<string[]> {
  const existing = await row(user.id);
  if (!existing || existing.enabledAt) throw new DomainError("account:twoFactor.notPending", 409, "code");
  const right = await limitedAttempt(codeKeys(user.id), codeLimit, () =>
    acceptTotp(user.id, existing.secret, existing.lastStep, code.trim()),
  );
  if (!right) throw new DomainError("account:twoFactor.invalidCode", 422, "code");
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(twoFactors).set({ enabledAt: new Date() }).where(eq(twoFactors.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: hashToken(normalizeRecovery(c)) })));
  });
  return codes;
}

/**
 * The second step of a login, and of every transfer and withdrawal: a code of the authenticator
 * or an unused recovery code (then spent). Wrong codes are limited per member.
 */
export async function verifySecondFactor(userId: number, code: string | undefined): Promise<void> {
  const existing = await row(userId);
  if (!existing?.enabledAt) return;
  const given = (code ?? "").trim();
  if (!given) throw new DomainError("account:twoFactor.required", 422, "otp");
  // Six digits are the authenticator's; a recovery code is ten letters and digits.
  if (/^\d{6}$/.test(given)) {
    const totpRight = await limitedAttempt(await attemptKeys(userId, "totp"), codeLimit, () =>
      acceptTotp(userId, existing.secret, existing.lastStep, given),
    );
    if (!totpRight) throw new DomainError("account:twoFactor.invalidCode", 422, "otp");
    return;
  }
  const right = await limitedAttempt(await attemptKeys(userId, "recovery"), codeLimit, async () => {
    const spent = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashToken(normalizeRecovery(given))),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return spent.length === 1;
  });
  if (!right) throw new DomainError("account:twoFactor.invalidCode", 422, "otp");
}

/** Turning it off asks for the current password and a code, like moving money does. */
export async function disableTwoFactor(user: User, password: string, code: string): Promise<void> {
  await requireCurrentPassword(user, password);
  await verifySecondFactor(user.id, code);
  await db.delete(twoFactors).where(eq(twoFactors.userId, user.id));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
}

export async function unusedRecoveryCodes(userId: number): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}
