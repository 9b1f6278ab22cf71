import { describe, expect, it } from "vitest";

import { COIN_SCALE } from "~/lib/money";
import { checkTransition } from "~/lib/order-status";

import { historyDays, planHistory, seededRandom, type CatalogueItem } from "./history-plan";

const catalogue: CatalogueItem[] = Array.from({ length: 12 }, (_, i) => ({
  name: `Product ${i}`,
  price: BigInt(500 + i * 250),
  vndToPay: BigInt(120_000 + i * 60_000),
  ccmToPay: BigInt(500 + i * 250) * 1_000_000n,
}));
const rates = { USDT: COIN_SCALE, CCT: COIN_SCALE, ZAFI: COIN_SCALE / 2n };
const now = Date.parse("2026-11-23T15:00:00Z");
const DAY = 86_400_000;

describe("seededRandom", () => {
  it("repeats its sequence for a seed and stays in [0, 1)", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(seededRandom(8)()).not.toBe(values[0]);
  });
});

describe("planHistory", () => {
  const plan = planHistory(now, catalogue, rates);

  it("is the same plan for the same start, and relative to the start (the weekly rhythm follows the weekdays)", () => {
    expect(planHistory(now, catalogue, rates)).toEqual(plan);
    const later = planHistory(now + 7 * DAY, catalogue, rates);
    expect(later.orders.map((o) => [o.createdAt - 7 * DAY, o.status, o.totals])).toEqual(
      plan.orders.map((o) => [o.createdAt, o.status, o.totals]),
    );
    expect(later.members.map((m) => m.account)).toEqual(plan.members.map((m) => m.account));
  });

  it("spreads members, orders, deposits and withdrawals over the last 90 days, up to now", () => {
    expect(plan.members.length).toBeGreaterThan(50);
    expect(plan.orders.length).toBeGreaterThan(200);
    expect(plan.deposits.length).toBeGreaterThan(60);
    expect(plan.withdrawals.length).toBeGreaterThan(10);
    const times = [
      ...plan.members.map((m) => m.joinedAt),
      ...plan.orders.flatMap((o) => o.events.map((e) => e.at)),
      ...plan.deposits.map((d) => d.decidedAt ?? d.createdAt),
      ...plan.withdrawals.map((w) => w.decidedAt ?? w.createdAt),
    ];
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now - historyDays * DAY);
    expect(Math.max(...times)).toBeLessThan(now);
    // Every week of the range has orders; the last days still have some waiting for someone.
    for (let week = 0; week < 12; week += 1) {
      const inWeek = plan.orders.filter((o) => o.createdAt >= now - (week + 1) * 7 * DAY && o.createdAt < now - week * 7 * DAY);
      expect(inWeek.length, `week ${week}`).toBeGreaterThan(0);
    }
    expect(plan.orders.some((o) => o.status === "pending")).toBe(true);
    expect(plan.orders.some((o) => o.status === "completed")).toBe(true);
    expect(plan.deposits.some((d) => d.status === "confirmed")).toBe(true);
    expect(plan.withdrawals.some((w) => w.status === "confirmed")).toBe(true);
  });

  it("moves orders only along the order state machine, by the right side, in time order", () => {
    for (const order of plan.orders) {
      expect(order.events[0]).toMatchObject({ from: null, to: order.paymentMethod === "cct" ? "waiting" : "pending" });
      for (const [i, event] of order.events.slice(1).entries()) {
        const before = order.events[i];
        expect(event.from).toBe(before.to);
        expect(event.at).toBeGreaterThanOrEqual(before.at);
        expect(checkTransition(event.from!, event.to, event.role)).toEqual({ ok: true });
      }
      expect(order.events.at(-1)!.to).toBe(order.status);
      expect(order.totals.usd).toBe(order.lines.reduce((sum, l) => sum + l.totals.usd, 0n));
    }
  });

  it("never lets a member spend what they do not have, and resolves each hold at most once", () => {
    const balance = new Map<number, bigint>();
    const held = new Map<number, bigint>();
    const holds = new Map<string, { member: number | null; amount: bigint; to: number | null; resolved: boolean }>();
    const get = (m: Map<number, bigint>, k: number) => m.get(k) ?? 0n;
    let last = 0;
    for (const m of plan.movements) {
      expect(m.at).toBeGreaterThanOrEqual(last);
      last = m.at;
      const key = `${m.ref.type}:${m.ref.index}`;
      if (m.op === "transfer") {
        expect("system" in m.debit && "member" in m.credit).toBe(true);
        if ("member" in m.credit) balance.set(m.credit.member, get(balance, m.credit.member) + m.amount);
      } else if (m.op === "hold") {
        const member = "member" in m.debit ? m.debit.member : null;
        expect(member).not.toBeNull();
        expect(get(balance, member!) - get(held, member!)).toBeGreaterThanOrEqual(m.amount);
        held.set(member!, get(held, member!) + m.amount);
        holds.set(key, { member, amount: m.amount, to: "member" in m.credit ? m.credit.member : null, resolved: false });
      } else {
        const hold = holds.get(key)!;
        expect(hold.resolved).toBe(false);
        hold.resolved = true;
        held.set(hold.member!, get(held, hold.member!) - hold.amount);
        if (m.op === "post") {
          balance.set(hold.member!, get(balance, hold.member!) - hold.amount);
          if (hold.to !== null) balance.set(hold.to, get(balance, hold.to) + hold.amount);
        }
      }
      for (const [member, value] of balance) expect(value - get(held, member)).toBeGreaterThanOrEqual(0n);
    }
    // Pending orders and withdrawals keep their holds; decided ones resolved them.
    for (const [i, w] of plan.withdrawals.entries()) expect(holds.get(`withdrawal:${i}`)!.resolved).toBe(w.status !== "pending");
    for (const [i, o] of plan.orders.entries()) {
      if (o.paymentMethod !== "cct") expect(holds.has(`order:${i}`)).toBe(false);
      else expect(holds.get(`order:${i}`)!.resolved).toBe(["completed", "canceled", "rejected"].includes(o.status));
    }
  });

  it("gives each order its own code and each member their own account", () => {
    expect(new Set(plan.orders.map((o) => o.code)).size).toBe(plan.orders.length);
    expect(new Set(plan.members.map((m) => m.account)).size).toBe(plan.members.length);
    for (const m of plan.members) expect(m.account).toMatch(/^[a-z0-9]{6,}$/);
  });
});
