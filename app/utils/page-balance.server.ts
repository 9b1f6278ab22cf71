import { memberBalance, type Balance } from "~/domain/ledger.server";
import { walletFrom } from "~/domain/statements.server";

// Keyed by the loaders' Request: React Router hands every loader of one pass the same one, and
// the loaders that follow an action a new one, so a balance read before a transfer is never shown after it.
const read = new WeakMap<Request, Promise<Balance>>();

/**
 * The member's balance for the loaders of one page: the header (root) and the page (the
 * dashboard's wallet, a transfer form) show the same figures from one read.
 */
export function pageBalance(request: Request, userId: number): Promise<Balance> {
  let balance = read.get(request);
  if (!balance) {
    balance = memberBalance(userId);
    read.set(request, balance);
  }
  return balance;
}

/** The member's wallet (numbers of CCT) from the page's balance. */
export async function pageWallet(request: Request, userId: number) {
  return walletFrom(await pageBalance(request, userId));
}
