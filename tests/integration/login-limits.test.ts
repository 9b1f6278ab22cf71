import { beforeAll, describe, expect, it } from "vitest";

import { resetPassword, verifyLogin } from "~/domain/accounts";
import { ensureDatabase } from "~/seed/startup.server";

import { resetToken, signedUpMember, statusOf, testPassword } from "../support/accounts";
import { asClient } from "../support/fixtures";

/* Login limits: counted before the check, keyed by the account, sparing the owner's browser (decision 053). */

const password = testPassword;

beforeAll(async () => {
  await ensureDatabase();
});

const member = signedUpMember;

describe("login limits", () => {
  it("forty simultaneous wrong passwords for one account get at most ten tries", async () => {
    const { email } = await member("burst");
    const results = await Promise.all(
      Array.from({ length: 40 }, () => statusOf(asClient(() => verifyLogin(email, "Wrong#password1")))),
    );
    expect(results.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(results.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    expect(results.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("the email and the username share one budget", async () => {
    const { email, account } = await member("alias");
    const tries = [];
    for (let i = 0; i < 12; i++)
      tries.push(await statusOf(asClient(() => verifyLogin(i % 2 ? email : account, "Wrong#password1"))));
    expect(tries.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(tries.slice(10)).toEqual([429, 429]);
  });

  it("whoever burns the budget does not lock the owner out of a browser they signed in from; a reset ends it everywhere", async () => {
    const { email, id } = await member("owner");
    const device = { id: "owner-laptop", knows: (userId: number) => userId === id };
    for (let i = 0; i < 10; i++) expect(await statusOf(asClient(() => verifyLogin(email, "Wrong#password1")))).toBe(401);
    // A new browser: the account's budget is spent.
    expect(await statusOf(asClient(() => verifyLogin(email, password)))).toBe(429);
    // The owner's usual browser: its own budget.
    expect((await asClient(() => verifyLogin(email, password), { device })).id).toBe(id);
    // A right password does not spend a try: ten logins in a row from that browser work.
    for (let i = 0; i < 10; i++) expect(await statusOf(asClient(() => verifyLogin(email, password), { device }))).toBe(200);
    // Resetting the password lifts the account's lock.
    await resetPassword(await resetToken(email), "Brand#New2026pass");
    expect((await asClient(() => verifyLogin(email, "Brand#New2026pass"))).id).toBe(id);
  });
});
