import { and, eq, gt, isNull, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { passwordResets, users, type User } from "~/db/schema";
import { env } from "~/env.server";
import { logError } from "~/infra/log.server";
import { sendMail } from "~/infra/mail.server";
import { burnPasswordCheck, hashPassword, verifyPassword } from "~/infra/password.server";
import { requestDevice, requestIp, requestMailFacts, type MailFacts } from "~/infra/request-scope.server";
import { bothLanguages, textsIn } from "~/infra/texts.server";
import { hashToken, randomToken, safeEqual } from "~/infra/tokens.server";
import { DomainError } from "~/lib/errors";
import { reservedAccounts } from "~/lib/schemas/auth";

import { notify } from "./notifications.server";
import { clearLimits, enforce, limitedAttempt, limits } from "./rate-limit.server";
import { revokeCredentials } from "./sessions.server";
import { findUserByAccount, findUserByEmail, findUserById } from "./users.server";

const resetLifetimeMs = 60 * 60 * 1000;

/**
 * Account mails always leave: in the request's language with links to its origin, or, outside a
 * request (the command line), in English with links to APP_URL.
 */
function mailFacts(): MailFacts {
  return (
    requestMailFacts() ?? { origin: env.APP_URL ?? "http://localhost:3000", language: "en", pathPrefix: "", t: textsIn("en") }
  );
}

export interface SignUpInput {
  name: string;
  email: string;
  account: string;
  password: string;
  ref?: string;
}

/** Signs up (limited per client address and email), then mails the activation link in the request's language. */
export async function signUp(input: SignUpInput): Promise<User> {
  const ip = requestIp();
  await enforce([`signup:ip:${ip}`, `signup:email:${input.email.toLowerCase()}`], limits.signUp);
  // Nobody refers themselves: the referrer is an older account, fixed here (users_referrer_check).
  if (input.ref?.trim() && input.ref.trim().toLowerCase() === input.account.trim().toLowerCase()) {
    throw new DomainError("packages:errors.ownReferral", 422, "ref");
  }
  if (reservedAccounts.includes(input.account.toLowerCase())) {
    throw new DomainError("validation:accountTaken", 409, "account");
  }
  if (await findUserByEmail(input.email)) throw new DomainError("validation:emailTaken", 409, "email");
  if (await findUserByAccount(input.account)) throw new DomainError("validation:accountTaken", 409, "account");
  const referrer = input.ref ? await findUserByAccount(input.ref) : undefined;
  const activationCode = randomToken();
  const passwordHash = await hashPassword(input.password);
  let user: User;
  try {
    [user] = await db
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        account: input.account,
        passwordHash,
        // Only the hash is kept: a copy of the database activates nobody.
        activationCode: hashToken(activationCode),
        referrerId: referrer?.id ?? null,
      })
      .returning();
  } catch (error) {
    // Two sign-ups racing for the same email or username: the unique index decides.
    if (isUniqueViolation(error, "users_email_lower_idx")) throw new DomainError("validation:emailTaken", 409, "email");
    if (isUniqueViolation(error, "users_account_lower_idx")) throw new DomainError("validation:accountTaken", 409, "account");
    throw error;
  }
  if (referrer)
    await notify(referrer.id, { ...bothLanguages("auth:notify.referralJoined", { account: user.account }), url: "/refs" });
  await sendActivationMail(user, activationCode);
  return user;
}

/** The activation mail with its one-time link (the code in clear exists only in this mail). */
export async function sendActivationMail(user: Pick<User, "id" | "name" | "email">, code: string) {
  const mail = mailFacts();
  const link = `${mail.origin}${mail.pathPrefix}/active-account/${user.id}/${code}`;
  await sendMail({
    to: user.email,
    subject: mail.t("auth:mail.activateSubject"),
    text: mail.t("auth:mail.activateBody", { name: user.name, link }),
  });
}

/**
 * A new activation link, asked for from the login page: mailed when the name (email or username)
 * belongs to an account not activated yet, the same answer either way; the old link stops working.
 */
export async function requestActivationMail(login: string): Promise<void> {
  const ip = requestIp();
  const name = login.trim().toLowerCase().slice(0, 254);
  await enforce([`activation:ip:${ip}`, `activation:name:${name}`], limits.reset);
  const user = name.includes("@") ? await findUserByEmail(name) : await findUserByAccount(name);
  if (!user || user.emailVerifiedAt || user.lockedAt) return;
  const code = randomToken();
  const [waiting] = await db
    .update(users)
    .set({ activationCode: hashToken(code), updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (!waiting) return;
  // The mail leaves after the answer, as the reset mail does.
  void sendActivationMail(user, code).catch((error: unknown) => logError(error, { msg: "activation mail not sent" }));
}

/** Activates the account; an already active account with the same link is fine too. */
export async function activate(id: number, code: string): Promise<User> {
  const user = await findUserById(id);
  // An unknown id, a wrong code and an account activated otherwise get the same refusal: the
  // link proves nothing about an account unless its code is right.
  if (!user?.activationCode || !safeEqual(user.activationCode, hashToken(code)))
    throw new DomainError("auth:activate.invalid", 404);
  if (user.emailVerifiedAt) return user;
  const [updated] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

/**
 * Checks credentials (email or username). The same refusal for an unknown user and a wrong
 * password; attempts are limited per IP and per login name.
 */
export async function verifyLogin(login: string, password: string): Promise<User> {
  const [ip, device] = [requestIp(), await requestDevice()];
  const name = login.trim().toLowerCase().slice(0, 254);
  const user = name.includes("@") ? await findUserByEmail(name) : await findUserByAccount(name);
  const keys = [`login:ip:${ip}`, loginKeyOf(user, name, device)];
  const valid = await limitedAttempt(keys, limits.login, () =>
    user ? verifyPassword(user.passwordHash, password) : burnPasswordCheck(password),
  );
  if (!user || !valid) throw new DomainError("auth:login.invalid", 401);
  if (!user.emailVerifiedAt) throw new DomainError("auth:login.notActivated", 403);
  if (user.lockedAt) throw new DomainError("auth:login.locked", 403);
  return user;
}

/**
 * Whose budget a login attempt spends: the account's (whichever name was typed: email and
 * username share it), or, from a browser where that account signed in before, that device's own.
 * So whoever guesses at an account cannot lock its owner out of their own browser.
 */
function loginKeyOf(user: User | undefined, name: string, device?: { id: string; knows: (userId: number) => boolean }): string {
  if (!user) return `login:name:${name}`;
  return device?.knows(user.id) ? `login:device:${device.id}:${user.id}` : `login:user:${user.id}`;
}

/** The account's login counts, forgotten when its password is reset. */
export const loginLimitKeys = (userId: number) => [`login:user:${userId}`];

/** Mails a single-use reset link when the email is known; answers the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const ip = requestIp();
  await enforce([`reset:ip:${ip}`, `reset:email:${email.toLowerCase()}`], limits.reset);
  const user = await findUserByEmail(email);
  // The same work whether the address is known or not (a token, one write), and the mail leaves
  // after the answer: how long the answer takes tells nothing about the address.
  const token = randomToken();
  const expiresAt = new Date(Date.now() + resetLifetimeMs);
  if (!user) {
    await db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)))
      .limit(1);
    return;
  }
  await db.insert(passwordResets).values({ tokenHash: hashToken(token), userId: user.id, expiresAt });
  const mail = mailFacts();
  const link = `${mail.origin}${mail.pathPrefix}/new-password/${token}`;
  void sendMail({
    to: user.email,
    subject: mail.t("auth:mail.resetSubject"),
    text: mail.t("auth:mail.resetBody", { name: user.name, link }),
  }).catch((error: unknown) => logError(error, { msg: "reset mail not queued" }));
}

export async function isResetTokenValid(token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Sets a new password with a reset token, once; signs the user out everywhere. */
export async function resetPassword(token: string, newPassword: string): Promise<User> {
  const passwordHash = await hashPassword(newPassword);
  return db
    .transaction(async (tx) => {
      // Claiming the token and using it is one statement, so two submissions cannot both win.
      const [claimed] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!claimed) throw new DomainError("auth:newPassword.invalidLink", 404);
      const [user] = await tx
        .update(users)
        .set({
          passwordHash,
          // Following a mailed link proves the address too.
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          activationCode: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, claimed.userId))
        .returning();
      return user;
    })
    .then(async (user) => {
      await revokeCredentials(user.id);
      // Whoever was guessing at the account is locked out of the old password only.
      await clearLimits(loginLimitKeys(user.id));
      return user;
    });
}
