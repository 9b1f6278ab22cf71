import { createHash } from "node:crypto";

import { DomainError } from "~/lib/errors";

/**
 * Every money-moving request carries a key chosen by the client (a form's hidden field, the
 * Idempotency-Key header): the same key answers the first result and moves nothing again. This is
 * the one way it is done — ledger transfers, deposits, withdrawals, adjustments and orders.
 */

/** A client's key, made unique to one kind of request and one owner (two members may pick the same key). */
export function scopedKey(scope: string, ownerId: number, key: string): string {
  return `${scope}:${ownerId}:${key}`;
}

/** What a request asked for, so the same key with other parameters is told apart from a replay. */
export function fingerprint(...parts: (string | number | bigint | null | undefined)[]): string {
  return createHash("sha256")
    .update(parts.map((part) => (part === null || part === undefined ? "" : String(part))).join("|"))
    .digest("hex");
}

/** The same key with other parameters: refused, nothing changes. */
export function assertSameRequest(first: { fingerprint: string }, print: string, message = "wallet:errors.keyReused"): void {
  if (first.fingerprint !== print) throw new DomainError(message, 409);
}

export interface Idempotent<T> {
  /** The result the key already produced, if any (checks it was the same request, else throws 409). */
  find: () => Promise<T | undefined>;
  /** Makes the result; undefined when a unique key said it exists already. */
  create: () => Promise<T | undefined>;
  /**
   * Look the key up before creating (default). Inside a caller's transaction a failed statement
   * aborts it, so there the key is looked up first and never after a failure.
   */
  findFirst?: boolean;
  /** After `create` failed, is the first result the answer? (default: whatever failed) */
  findAfter?: (error: unknown) => boolean;
}

/**
 * Runs `create` unless the key already answered. Two requests racing with one key: the loser's
 * insert hits the unique key (or first fails a check the winner made true), and it answers the
 * winner's result.
 */
export async function once<T>({ find, create, findFirst = true, findAfter = () => true }: Idempotent<T>) {
  if (findFirst) {
    const first = await find();
    if (first !== undefined) return { value: first, replayed: true };
  }
  let made: T | undefined;
  try {
    made = await create();
  } catch (error) {
    const first = findAfter(error) ? await find() : undefined;
    if (first !== undefined) return { value: first, replayed: true };
    throw error;
  }
  if (made !== undefined) return { value: made, replayed: false };
  const first = await find();
  if (first === undefined) throw new Error("idempotency: the key exists but its result was not found");
  return { value: first, replayed: true };
}
