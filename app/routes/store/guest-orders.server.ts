import { signedCookie } from "~/utils/cookies.server";

/**
 * The orders a guest placed or looked up in this browser (signed, so it proves possession): the
 * check-order page shows them without asking for the phone again.
 */
const guestOrdersCookie = signedCookie("guest_orders", 30 * 24 * 60 * 60);

export async function guestOrderIds(request: Request): Promise<number[]> {
  const value: unknown = await guestOrdersCookie.parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
}

/** The Set-Cookie header remembering one more order (the 20 most recent). */
export async function rememberGuestOrder(request: Request, orderId: number): Promise<string> {
  const ids = [orderId, ...(await guestOrderIds(request)).filter((id) => id !== orderId)].slice(0, 20);
  return guestOrdersCookie.serialize(ids);
}
