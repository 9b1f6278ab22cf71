import { beforeAll, describe, expect, it } from "vitest";

import { findUserByAccount } from "~/domain/accounts";
import { publishedByIds } from "~/domain/catalogue";
import { checkLedger } from "~/domain/ledger";
import { changeOrderStatus, placeOrder } from "~/domain/orders";
import { DomainError } from "~/lib/errors";
import { ensureDatabase } from "~/seed/startup.server";

import { guest, idempotencyKey } from "../support/fixtures";

beforeAll(async () => {
  await ensureDatabase();
});

// CCT checkouts lock products then the buyer's account; cancelling or rejecting a CCT order
// returned stock after voiding its hold (accounts then products): under load the two deadlocked
// and answered 500. One lock order now (order, products by id, accounts by id) and a bounded retry.
describe("CCT checkouts racing with rejections of the same buyer's orders", () => {
  it("every call either succeeds or is a clear refusal; the ledger and the stock add up", async () => {
    const store = (await findUserByAccount("default"))!;
    const admin = (await findUserByAccount("admin01"))!;
    const buyer = (await findUserByAccount("member01"))!;
    const [a, b] = await publishedByIds(store.id, [1, 2, 3, 4]);
    const stockBefore = a.quantity + b.quantity;
    const order = (reverse: boolean) =>
      placeOrder({
        storeId: store.id,
        cart: reverse ? { [b.id]: 1, [a.id]: 1 } : { [a.id]: 1, [b.id]: 1 },
        buyer,
        input: { ...guest, payment_method: "cct", idempotency_key: idempotencyKey(), password: "Member#2026pass" },
      });
    const first = await Promise.all([order(false), order(true), order(false), order(true)]);
    const calls: Promise<"placed" | "rejected">[] = [];
    for (let i = 0; i < 12; i++) {
      calls.push(order(i % 2 === 0).then(() => "placed" as const));
      if (first[i])
        calls.push(
          changeOrderStatus({ orderId: first[i].id, to: "rejected", actors: ["admin"], by: admin }).then(
            () => "rejected" as const,
          ),
        );
    }
    const results = await Promise.allSettled(calls);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason);
    for (const failure of failures) expect(failure, String(failure)).toBeInstanceOf(DomainError);
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
    const [a2, b2] = await publishedByIds(store.id, [a.id, b.id]);
    const done = (what: string) => results.filter((r) => r.status === "fulfilled" && r.value === what).length;
    const placed = done("placed") + first.length;
    const rejected = done("rejected");
    expect(rejected).toBe(first.length);
    expect(a2.quantity + b2.quantity).toBe(stockBefore - 2 * placed + 2 * rejected);
  });
});
