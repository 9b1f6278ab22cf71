import type { APIRequestContext } from "@playwright/test";

import { apiLogin, creditOverHttp, signUpOverHttp } from "../../e2e/support/members";
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
 * A member of its own, made the way a person becomes one (e2e/support/members.ts): the sign-up
 * form, the activation mail, then a web session and an API token. Tests that change data use
 * these, never the demo members.
 */
export async function freshMember(
  newContext: (address: string) => Promise<APIRequestContext>,
  prefix: string,
  /** The account that invited them (sign-up's `?ref=`). */
  ref?: string,
): Promise<Member> {
  const web = await newContext(clientAddress(Math.floor(Math.random() * 10)));
  const who = await signUpOverHttp(web, prefix, { ref });
  const login = await web.post("/login", { form: { email: who.email, password: who.password }, maxRedirects: 0 });
  if (login.status() !== 302) throw new Error(`login ${who.account}: ${login.status()}`);
  const { id, token } = await apiLogin(web, who);
  return { id, account: who.account, email: who.email, password: who.password, token, web };
}

/** Credits a member through the back office's adjustment form, signed in as `admin`. */
export async function credit(admin: APIRequestContext, member: Member, amount: number) {
  await creditOverHttp(admin, member.id, String(amount), "Security suite funds");
}

export const bearer = (member: Member) => ({ Authorization: `Bearer ${member.token}` });
