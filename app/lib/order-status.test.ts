import { describe, expect, it } from "vitest";

import { checkTransition, nextStatuses, orderStatuses, returnsStock, type OrderActor, type OrderStatus } from "./order-status";

const actors: OrderActor[] = ["buyer", "seller", "staff", "admin"];
const sellerSide: OrderActor[] = ["seller", "staff", "admin"];

/** DESIGN §6: every allowed transition and who may make it. */
const allowed: [OrderStatus, OrderStatus, OrderActor[]][] = [
  ["pending", "waiting", ["buyer"]],
  ["pending", "canceled", ["buyer"]],
  ["waiting", "confirmed", sellerSide],
  ["waiting", "rejected", sellerSide],
  ["confirmed", "delivery", sellerSide],
  ["delivery", "completed", sellerSide],
  ["delivery", "cant_contact", sellerSide],
  ["cant_contact", "delivery", sellerSide],
  ["cant_contact", "canceled", sellerSide],
];

describe("allowed transitions", () => {
  for (const [from, to, who] of allowed) {
    for (const actor of actors) {
      const ok = who.includes(actor);
      it(`${from} → ${to} by ${actor}: ${ok ? "allowed" : "forbidden"}`, () => {
        expect(checkTransition(from, to, actor)).toEqual(ok ? { ok: true } : { ok: false, reason: "forbidden" });
      });
    }
  }
});

describe("refused transitions", () => {
  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));
  const refused = pairs.filter(([from, to]) => !allowed.some(([f, t]) => f === from && t === to));
  it("covers every other pair of statuses (64 pairs less the 9 allowed)", () => {
    expect(refused).toHaveLength(64 - 9);
  });
  for (const [from, to] of refused) {
    it(`${from} → ${to} is refused for everyone`, () => {
      for (const actor of actors) expect(checkTransition(from, to, actor)).toEqual({ ok: false, reason: "notAllowed" });
    });
  }
});

describe("helpers", () => {
  it("lists the next statuses per actor", () => {
    expect(nextStatuses("pending", ["buyer"])).toEqual(["waiting", "canceled"]);
    expect(nextStatuses("pending", ["seller"])).toEqual([]);
    expect(nextStatuses("waiting", ["seller"])).toEqual(["confirmed", "rejected"]);
    expect(nextStatuses("completed", actors)).toEqual([]);
  });
  it("returns stock on Canceled and Rejected only", () => {
    expect(orderStatuses.filter(returnsStock)).toEqual(["canceled", "rejected"]);
  });
});
