import { createCookie, type Cookie } from "react-router";

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
export function signedCookie(name: string, maxAgeSeconds: number): Cookie {
  return rememberingVerified(
    createCookie(name, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies,
      maxAge: maxAgeSeconds,
      secrets: [env.SESSION_SECRET],
    }),
  );
}

const rememberedHeaders = 500;
const longestRememberedHeader = 2048;

/**
 * Checking a signature costs a Web Crypto key import and an HMAC on every request, for the same
 * browser sending the same Cookie header again and again. What a header verified to (a string
 * value; a header that did not verify is never kept) is remembered per header, for the last 500
 * short headers: the answer is the one the check gave for those very bytes.
 */
function rememberingVerified(cookie: Cookie): Cookie {
  const verified = new Map<string, string>();
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, options) => cookie.serialize(value, options),
    async parse(header, options) {
      const rememberable = !options && header && header.length <= longestRememberedHeader;
      if (rememberable && verified.has(header)) return verified.get(header);
      const value: unknown = await cookie.parse(header, options);
      if (rememberable && typeof value === "string" && value !== "") {
        verified.set(header, value);
        if (verified.size > rememberedHeaders) verified.delete(verified.keys().next().value!);
      }
      return value;
    },
  };
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
