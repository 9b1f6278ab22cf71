/**
 * The store header's cart badge: the total quantity in a cart kept as JSON {productId: qty}.
 * The cart itself comes with the cart issue; until then the header reads cookie `cart_{account}`.
 */

export function cartCookieName(account: string): string {
  return `cart_${account}`;
}

/** The sum of the positive whole quantities of a {productId: qty} map; anything else counts 0. */
export function countCartItems(cart: unknown): number {
  if (typeof cart !== "object" || cart === null || Array.isArray(cart)) return 0;
  let total = 0;
  for (const qty of Object.values(cart)) {
    const n = typeof qty === "string" && qty.trim() !== "" ? Number(qty) : qty;
    if (typeof n === "number" && Number.isFinite(n) && n > 0) total += Math.floor(n);
  }
  return total;
}

/** One cookie's raw value from a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function decodeBase64(value: string): string | null {
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/** Plain JSON, or JSON the way react-router's createCookie encodes it (base64 of JSON). */
export function parseCartValue(raw: string): unknown {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // keep the raw text
  }
  if (text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1);
  for (const candidate of [text, decodeBase64(text)]) {
    if (candidate === null) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      return typeof value === "string" ? JSON.parse(value) : value;
    } catch {
      // try the next form
    }
  }
  return null;
}

/** The total product count of the account's cart cookie, 0 when there is none. */
export function cartCountFromCookie(header: string | null | undefined, account: string): number {
  const raw = readCookie(header, cartCookieName(account));
  return raw ? countCartItems(parseCartValue(raw)) : 0;
}
