import type { StoreCard } from "~/domain/catalogue";
import { encodeCookieValue } from "~/lib/cookie-value";

import { secureCookies } from "./cookies.server";

/**
 * The specification's account check (§7): every page of the store layout checks the store's
 * account (the route's, or "default") and sets the cookies userName, phoneNumber, address,
 * userAccount and userId from the store being browsed — on every visit, so that they never go
 * stale (decision 141). They are plain values, readable by the page's scripts as the original's
 * were: only what the cookie syntax cannot carry is percent-encoded (`encodeCookieValue`). They
 * hold nothing but the store's public card; the server never trusts them (the header shows the
 * value this answer sets, not what the request sent).
 */
export const accountCheckCookieNames = ["userName", "phoneNumber", "address", "userAccount", "userId"] as const;
export type AccountCheckCookie = (typeof accountCheckCookieNames)[number];

/** The cookies' texts for this store (an absent phone or address is an empty value). */
export function accountCheckValues(store: Pick<StoreCard, "id" | "name" | "phoneNumber" | "address" | "account">) {
  return {
    userName: store.name,
    phoneNumber: store.phoneNumber ?? "",
    address: store.address ?? "",
    userAccount: store.account,
    userId: String(store.id),
  } satisfies Record<AccountCheckCookie, string>;
}

/**
 * The Set-Cookie headers: browser-session cookies (no Max-Age: the next store visit writes them
 * again), Path=/, SameSite=Lax, Secure in production, not HttpOnly.
 */
export function accountCheckCookies(values: Record<AccountCheckCookie, string>): string[] {
  return accountCheckCookieNames.map(
    (name) => `${name}=${encodeCookieValue(values[name])}; Path=/; SameSite=Lax${secureCookies ? "; Secure" : ""}`,
  );
}
