import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import {
  activate,
  createSession,
  isResetTokenValid,
  listNotifications,
  requestPasswordReset,
  resetPassword,
  signUp,
  userForToken,
  verifyLogin,
} from "~/domain/accounts";
import { DomainError } from "~/lib/errors";
import { ensureDatabase } from "~/seed/startup.server";

import { mailsFor, waitForMail, waitForMessage } from "../setup/mailbox";
import { asClient, freshIdentity } from "../support/fixtures";
import { findLink } from "../support/mail";
import { call, form, freshIp } from "../support/route-harness";

const password = "Secret#2026pass";

beforeAll(async () => {
  await ensureDatabase();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The refusal a call ends with, as { status, message }. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal, but the call succeeded");
}

async function signUpAndActivate(prefix: string) {
  const who = freshIdentity(prefix);
  const user = await asClient(() => signUp({ ...who, password }));
  const link = findLink(await waitForMail(who.email), "/active-account/");
  const [, id, code] = new URL(link).pathname.match(/\/active-account\/(\d+)\/([^/]+)$/) ?? [];
  await activate(Number(id), code);
  return { ...who, user };
}

describe("sign up and activation", () => {
  it("mails an activation link through SMTP that activates the account", async () => {
    const who = freshIdentity("signup");
    const user = await asClient(() => signUp({ ...who, password }));
    expect(user.emailVerifiedAt).toBeNull();

    const mail = await waitForMessage(who.email);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.subject).not.toContain("mail.activateSubject");
    const link = findLink(mail.text, "/active-account/");
    const url = new URL(link);
    expect(url.origin).toBe("http://app.test");
    const match = url.pathname.match(/^\/active-account\/(\d+)\/([A-Za-z0-9_-]{20,})$/);
    expect(match, url.pathname).not.toBeNull();
    expect(Number(match![1])).toBe(user.id);

    // Not yet activated: the password is right but the login is refused as not activated.
    expect(await refusal(asClient(() => verifyLogin(who.email, password)))).toEqual({
      status: 403,
      message: "auth:login.notActivated",
    });

    const activated = await activate(user.id, match![2]);
    expect(activated.emailVerifiedAt).toBeInstanceOf(Date);
    // Following the same link again is harmless.
    expect((await activate(user.id, match![2])).id).toBe(user.id);

    expect((await asClient(() => verifyLogin(who.email, password))).id).toBe(user.id);
  });

  it("writes the Vietnamese mail with a /vi link", async () => {
    const who = freshIdentity("signupvi");
    await asClient(() => signUp({ ...who, password }), { language: "vi" });
    const mail = await waitForMessage(who.email);
    const link = findLink(mail.text, "/active-account/");
    expect(new URL(link).pathname).toMatch(/^\/vi\/active-account\/\d+\/[A-Za-z0-9_-]+$/);
    // Real Vietnamese, decoded from the mail's transfer encoding.
    expect(`${mail.subject} ${mail.text}`).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
  });

  it("the login page sends a new link on request, in place of the old one; the same answer for any name", async () => {
    const who = freshIdentity("again");
    const user = await asClient(() => signUp({ ...who, password }));
    const first = findLink(await waitForMail(who.email), "/active-account/");
    const ask = (name: string) =>
      call("/vi/login", form({ "X-Forwarded-For": freshIp() }, { intent: "resend-activation", email: name }));
    // The refusal of the login names the reason the page offers the new link for.
    const refused = await call("/login", form({ "X-Forwarded-For": freshIp() }, { email: who.account, password }));
    expect(refused.body.error).toEqual({ "": ["auth:login.notActivated"] });
    expect(refused.body.initialValue.email).toBe(who.account);

    const answers = await Promise.all([ask(who.account), ask(`nobody-${who.account}`), ask("member@example.com")]);
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/vi/login");
    }
    const mail = await waitForMessage(who.email);
    expect(mail.text).toContain("/vi/active-account/");
    const second = findLink(mail.text, "/active-account/");
    expect(second).not.toBe(first);
    // An account already active gets nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsFor("member@example.com")).toEqual([]);
    const code = (link: string) => new URL(link).pathname.split("/").at(-1)!;
    expect((await refusal(activate(user.id, code(first)))).status).toBe(404);
    expect((await activate(user.id, code(second))).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("refuses a wrong activation code and an unknown id", async () => {
    const who = freshIdentity("badcode");
    const user = await asClient(() => signUp({ ...who, password }));
    await waitForMail(who.email);
    expect((await refusal(activate(user.id, "not-the-code"))).status).toBe(404);
    expect((await refusal(activate(999_999, "whatever"))).status).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row.emailVerifiedAt).toBeNull();
  });

  it("refuses a taken email or username, whatever the letter case", async () => {
    const who = freshIdentity("taken");
    await asClient(() => signUp({ ...who, password }));
    const other = freshIdentity("other");
    expect(await refusal(asClient(() => signUp({ ...other, email: who.email.toUpperCase(), password })))).toEqual({
      status: 409,
      message: "validation:emailTaken",
    });
    expect(await refusal(asClient(() => signUp({ ...other, account: who.account.toUpperCase(), password })))).toEqual({
      status: 409,
      message: "validation:accountTaken",
    });
    expect((await refusal(asClient(() => signUp({ ...other, account: "member01", password })))).status).toBe(409);
  });

  it("records the referrer given by ?ref=account", async () => {
    const who = freshIdentity("referred");
    const user = await asClient(() => signUp({ ...who, password, ref: "member01" }));
    const [referrer] = await db.select().from(users).where(eq(users.account, "member01"));
    expect(user.referrerId).toBe(referrer.id);
    const [latest] = await listNotifications(referrer.id, 1);
    expect(latest).toMatchObject({
      title: `${who.account} joined with your referral link`,
      viTitle: `${who.account} đã tham gia qua liên kết giới thiệu của bạn`,
      url: "/refs",
      read: false,
    });
  });

  it("limits sign-ups per IP (429)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await asClient(() => signUp({ ...freshIdentity(`burst${i}`), password }), { ip });
    const outcome = await refusal(asClient(() => signUp({ ...freshIdentity("burst5"), password }), { ip }));
    expect(outcome.status).toBe(429);
  });
});

describe("verifyLogin", () => {
  it("accepts the email or the username, in any letter case", async () => {
    const user = await asClient(() => verifyLogin("member@example.com", "Member#2026pass"));
    expect(user.account).toBe("member01");
    expect((await asClient(() => verifyLogin("member01", "Member#2026pass"))).id).toBe(user.id);
    expect((await asClient(() => verifyLogin("  MEMBER@Example.com ", "Member#2026pass"))).id).toBe(user.id);
    expect((await asClient(() => verifyLogin("Member01", "Member#2026pass"))).id).toBe(user.id);
  });

  it("gives the same refusal for an unknown user and for a wrong password", async () => {
    const unknown = await refusal(asClient(() => verifyLogin("nobody@example.com", "Member#2026pass")));
    const unknownName = await refusal(asClient(() => verifyLogin("nobody01", "Member#2026pass")));
    const wrong = await refusal(asClient(() => verifyLogin("member@example.com", "wrong-password")));
    expect(unknown).toEqual({ status: 401, message: "auth:login.invalid" });
    expect(unknownName).toEqual(unknown);
    expect(wrong).toEqual(unknown);
  });

  it("refuses with 429 after 10 failures from one IP, even with the right password", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await refusal(asClient(() => verifyLogin(`ghost${i}@example.com`, "nope-nope"), { ip }))).status).toBe(401);
    }
    expect((await refusal(asClient(() => verifyLogin("staff@example.com", "Staff#2026pass"), { ip }))).status).toBe(429);
    // Another address is not affected.
    expect((await asClient(() => verifyLogin("staff@example.com", "Staff#2026pass"))).account).toBe("staff01");
  });

  it("refuses with 429 after 10 failures on one account, from any IP", async () => {
    const { email } = await signUpAndActivate("victim");
    for (let i = 0; i < 10; i++) {
      expect((await refusal(asClient(() => verifyLogin(email, `wrong-${i}-pass`)))).status).toBe(401);
    }
    const blocked = await refusal(asClient(() => verifyLogin(email, password)));
    expect(blocked.status).toBe(429);
    expect(blocked.message).toBe("errors:tooManyAttempts");
  });
});

describe("password reset", () => {
  it("mails a link only for a known email, and answers the same either way", async () => {
    await expect(asClient(() => requestPasswordReset("unknown-person@example.com"))).resolves.toBeUndefined();
    await expect(asClient(() => requestPasswordReset("member2@example.com"))).resolves.toBeUndefined();
    const text = await waitForMail("member2@example.com");
    expect(new URL(findLink(text, "/new-password/")).pathname).toMatch(/^\/new-password\/[A-Za-z0-9_-]{20,}$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsFor("unknown-person@example.com")).toHaveLength(0);
  });

  it("sets the new password once, and signs the user out everywhere", async () => {
    const { email, user } = await signUpAndActivate("resetter");
    const web = await createSession(user.id, "web");
    const api = await createSession(user.id, "api");
    expect((await userForToken(web, "web"))?.id).toBe(user.id);

    await asClient(() => requestPasswordReset(email));
    const link = findLink(await waitForMail(email), "/new-password/");
    const token = decodeURIComponent(new URL(link).pathname.split("/").pop()!);
    expect(await isResetTokenValid(token)).toBe(true);

    const newPassword = "Brand#new2026pass";
    expect((await resetPassword(token, newPassword)).id).toBe(user.id);
    expect(await userForToken(web, "web")).toBeNull();
    expect(await userForToken(api, "api")).toBeNull();

    expect((await asClient(() => verifyLogin(email, newPassword))).id).toBe(user.id);
    expect((await refusal(asClient(() => verifyLogin(email, password)))).status).toBe(401);

    // The link works once.
    expect(await isResetTokenValid(token)).toBe(false);
    expect(await refusal(resetPassword(token, "Another#2026pass"))).toEqual({
      status: 404,
      message: "auth:newPassword.invalidLink",
    });
    expect((await asClient(() => verifyLogin(email, newPassword))).id).toBe(user.id);
  });

  it("expires the link after an hour", async () => {
    const { email } = await signUpAndActivate("expiring");
    await asClient(() => requestPasswordReset(email));
    const token = new URL(findLink(await waitForMail(email), "/new-password/")).pathname.split("/").pop()!;

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 59 * 60 * 1000);
    expect(await isResetTokenValid(token)).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    expect(await isResetTokenValid(token)).toBe(false);
    expect((await refusal(resetPassword(token, "Late#2026password"))).status).toBe(404);
    vi.useRealTimers();

    expect((await asClient(() => verifyLogin(email, password))).email).toBe(email);
  });

  it("refuses a made-up token", async () => {
    expect(await isResetTokenValid("made-up-token")).toBe(false);
    expect((await refusal(resetPassword("made-up-token", "Whatever#2026"))).status).toBe(404);
  });

  it("activates an account that was never activated (the mailed link proves the address)", async () => {
    const who = freshIdentity("lateactive");
    await asClient(() => signUp({ ...who, password }));
    await waitForMail(who.email);
    await asClient(() => requestPasswordReset(who.email));
    const token = new URL(findLink(await waitForMail(who.email), "/new-password/")).pathname.split("/").pop()!;
    await resetPassword(token, "Fresh#2026password");
    expect((await asClient(() => verifyLogin(who.account, "Fresh#2026password"))).email).toBe(who.email);
  });

  it("limits reset requests per email (429)", async () => {
    const { email } = await signUpAndActivate("resetburst");
    for (let i = 0; i < 5; i++) await asClient(() => requestPasswordReset(email));
    expect((await refusal(asClient(() => requestPasswordReset(email)))).status).toBe(429);
  });
});
