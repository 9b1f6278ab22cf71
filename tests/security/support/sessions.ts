import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";

import { demo } from "../../e2e/support/fixtures";

export const roles = ["guest", "member", "staff", "mod", "admin"] as const;
export type Role = (typeof roles)[number];

const who: Record<Exclude<Role, "guest">, { email: string; password: string }> = {
  member: demo.member,
  staff: demo.staff,
  mod: demo.mod,
  admin: demo.admin,
};

let address = 0;
/** Each client its own address: the per-address rate limits stay out of the way. */
export function clientAddress(worker: number): string {
  address += 1;
  return `172.${20 + (worker % 10)}.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

/** A cookie-keeping client signed in through the login form, as a browser would be. */
export async function pageClient(baseURL: string, role: Role, worker: number): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientAddress(worker) } });
  if (role === "guest") return context;
  const answer = await context.post("/login", {
    form: { email: who[role].email, password: who[role].password },
    maxRedirects: 0,
  });
  if (answer.status() !== 302) throw new Error(`login as ${role}: ${answer.status()}`);
  return context;
}

/** A Bearer token for the JSON API, or none for a guest. */
export async function apiToken(context: APIRequestContext, role: Role): Promise<string | undefined> {
  if (role === "guest") return undefined;
  const answer = await context.post("/api/auth/login", { data: who[role] });
  if (answer.status() !== 200) throw new Error(`API login as ${role}: ${answer.status()}`);
  return (await answer.json()).access_token as string;
}
