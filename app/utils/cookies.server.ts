import { createCookie } from "react-router";

import { env } from "~/env.server";
import { toCart, type Cart } from "~/lib/cart";
import { cartCookieName, parseCartValue, readCookie } from "~/lib/cart-count";

/** Cookies go over HTTPS only in production (development and the tests run on plain http://localhost). */
export const secureCookies = env.NODE_ENV === "production";

/** A cookie the browser may read too (cart, language): `name=value; Path=/; Max-Age; SameSite=Lax[; Secure]`. */
export function plainCookieHeader(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secureCookies ? "; Secure" : ""}`;
}

/**
 * A cookie only the server reads and only the server can make: httpOnly, same-site lax, signed
 * with SESSION_SECRET, Secure in production.
 */
export function signedCookie(name: string, maxAgeSeconds: number) {
  return createCookie(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    maxAge: maxAgeSeconds,
    secrets: [env.SESSION_SECRET],
  });
}

const cartMaxAge = 30 * 24 * 60 * 60;

/** The cart in the `cart_{account}` cookie (plain JSON, readable by the header badge and the browser). */
export function readCartCookie(request: Request, account: string): Cart {
  const raw = readCookie(request.headers.get("Cookie"), cartCookieName(account));
  return raw ? toCart(parseCartValue(raw)) : {};
}

export function cartCookieHeader(account: string, cart: Cart): string {
  const empty = Object.keys(cart).length === 0;
  const value = empty ? "" : encodeURIComponent(JSON.stringify(cart));
  return plainCookieHeader(cartCookieName(account), value, empty ? 0 : cartMaxAge);
}
