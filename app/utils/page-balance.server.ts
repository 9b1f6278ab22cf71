import { memberBalance, type Balance } from "~/domain/ledger";
import { walletFrom } from "~/domain/wallet";

import { readsOnly, type RequestArgs } from "./request.server";

// Keyed by the request's router context, which all its loaders share (each gets a Request of its
// own). Only loaders keep a read: they run after the request's action, if any, so a balance read
// before a transfer is never shown after it; an action asking gets a read of its own.
const read = new WeakMap<RequestArgs["context"], Promise<Balance>>();

/**
 * The member's balance for the loaders of one page: the header (root) and the page (the
 * dashboard's wallet, a transfer form) show the same figures from one read.
 */
export function pageBalance({ request, context }: RequestArgs, userId: number): Promise<Balance> {
  if (!readsOnly(request)) return memberBalance(userId);
  let balance = read.get(context);
  if (!balance) {
    balance = memberBalance(userId);
    read.set(context, balance);
  }
  return balance;
}

/**
 * A balance read with the session's user for a request that only reads (auth.server): the page's
 * loaders take it instead of asking again. A request that may write never hands one over.
 */
export function keepPageBalance(context: RequestArgs["context"], balance: Balance) {
  if (!read.has(context)) read.set(context, Promise.resolve(balance));
}

/** The member's wallet (numbers of CCT) from the page's balance. */
export async function pageWallet(args: RequestArgs, userId: number) {
  return walletFrom(await pageBalance(args, userId));
}
