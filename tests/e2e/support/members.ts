import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";

import { findLink, waitForMail } from "./mail";
import { texts } from "./texts";

/**
 * How both Playwright suites (e2e, security) make a member of their own over HTTP: the sign-up form
 * posted as a browser posts it, the activation mail and its link, then the back office's adjustment
 * form for funds. The form and the activation page themselves are the subject of auth.spec.ts; here
 * they are setup, and a page load of each would cost every spec that needs a member (decision 273).
 */

/** The password of members the tests sign up. */
export const newMemberPassword = "Account#2026pass";

/** A unique sign-up identity (username: letters and digits, at least 6). */
export function freshIdentity(prefix: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e8).toString(36)}`;
  const account = `${prefix}${suffix}`.replace(/[^A-Za-z0-9]/g, "");
  return { account, email: `${account.toLowerCase()}@mail.test`, name: `E2E ${prefix}` };
}

/** Signs a fresh member up from `client`, and activates them unless told not to. */
export async function signUpOverHttp(
  client: APIRequestContext,
  prefix: string,
  /** `ref`: the account that invited them (sign-up's `?ref=`). */
  { ref, activate = true }: { ref?: string; activate?: boolean } = {},
) {
  const who = freshIdentity(prefix);
  const form = {
    name: who.name,
    email: who.email,
    account: who.account,
    password: newMemberPassword,
    confirmationPassword: newMemberPassword,
    ...(ref ? { ref } : {}),
  };
  const signUp = await client.post("/sign_up", { form, maxRedirects: 0 });
  expect(signUp.status(), `sign-up of ${who.account} answers with a redirect`).toBe(302);
  if (!activate) return { ...who, password: newMemberPassword };
  const activation = new URL(
    findLink((await waitForMail(who.email, texts.en.auth.mail.activateSubject)).text, "/active-account/"),
  );
  const activated = await client.get(activation.pathname);
  expect(activated.status(), `activation of ${who.account}`).toBe(200);
  expect(await activated.text(), `activation of ${who.account}`).toContain(texts.en.auth.activate.done);
  return { ...who, password: newMemberPassword };
}

/** The member's id and a Bearer token, from the JSON API's login. */
export async function apiLogin(client: APIRequestContext, who: { email: string; password: string }) {
  const answer = await client.post("/api/auth/login", { data: { email: who.email, password: who.password } });
  expect(answer.status(), `API login of ${who.email}`).toBe(200);
  const body = (await answer.json()) as { user: { id: number }; access_token: string };
  return { id: body.user.id, token: body.access_token };
}

/** Credits member `id` with `amount` CCT through the back office's adjustment form; `admin` is an admin's session. */
export async function creditOverHttp(admin: APIRequestContext, id: number, amount: string, reason: string) {
  const answer = await admin.post(`/admin/users/${id}`, {
    form: { direction: "credit", amount, reason, idempotencyKey: randomUUID() },
    maxRedirects: 0,
  });
  expect(answer.status(), `credit of member ${id}: ${answer.status() === 302 ? "" : await answer.text()}`).toBe(302);
}
