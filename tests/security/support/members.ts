import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";

import { freshIdentity, newMemberPassword, texts } from "../../e2e/support/fixtures";
import { findLink, waitForMail } from "../../e2e/support/mail";
import { clientAddress } from "./sessions";

export interface Member {
  id: number;
  account: string;
  email: string;
  password: string;
  token: string;
  /** A cookie session, as a browser holds it. */
  web: APIRequestContext;
}

/**
 * A member of its own, made the way a person becomes one: the sign-up form, the activation mail,
 * then a web session and an API token. Tests that change data use these, never the demo members.
 */
export async function freshMember(newContext: (address: string) => Promise<APIRequestContext>, prefix: string): Promise<Member> {
  const who = freshIdentity(prefix);
  const web = await newContext(clientAddress(Math.floor(Math.random() * 10)));
  const form = {
    name: who.name,
    email: who.email,
    account: who.account,
    password: newMemberPassword,
    confirmationPassword: newMemberPassword,
  };
  const signUp = await web.post("/sign_up", { form, maxRedirects: 0 });
  if (signUp.status() !== 302) throw new Error(`sign-up ${who.account}: ${signUp.status()}`);
  const mail = await waitForMail(who.email, texts.en.auth.mail.activateSubject);
  await web.get(new URL(findLink(mail.text, "/active-account/")).pathname);
  const login = await web.post("/login", { form: { email: who.email, password: newMemberPassword }, maxRedirects: 0 });
  if (login.status() !== 302) throw new Error(`login ${who.account}: ${login.status()}`);
  const api = await web.post("/api/auth/login", { data: { email: who.email, password: newMemberPassword } });
  const body = await api.json();
  return { id: body.user.id, account: who.account, email: who.email, password: newMemberPassword, token: body.access_token, web };
}

/** Credits a member through the back office's adjustment form, signed in as `admin`. */
export async function credit(admin: APIRequestContext, member: Member, amount: number) {
  const answer = await admin.post(`/admin/users/${member.id}`, {
    form: { direction: "credit", amount: String(amount), reason: "Security suite funds", idempotencyKey: randomUUID() },
    maxRedirects: 0,
  });
  if (answer.status() !== 302) throw new Error(`credit ${member.account}: ${answer.status()} ${await answer.text()}`);
}

export const bearer = (member: Member) => ({ Authorization: `Bearer ${member.token}` });
