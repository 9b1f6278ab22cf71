/**
 * The demo data's last 90 days, planned without a database: members joining, depositing, buying
 * and withdrawing, sellers' orders moving through their statuses, and every money movement in the
 * order it happened. A seeded pseudo-random generator makes the plan the same at every first start
 * (relative to that start); a simulated wallet per member makes every hold affordable, so the real
 * ledger accepts each movement (history.server.ts writes the plan).
 */
import { lineTotals, sumTotals } from "~/lib/cart";
import { COIN_SCALE } from "~/lib/money";
import type { OrderActor, OrderStatus } from "~/lib/order-status";
import { quoteUnits, type Coin, type WithdrawalMethod } from "~/lib/wallet-terms";

import { activity, dice, historyDays, Timeline } from "./history-dice";
import { codeAlphabet, families, givens, places, sellers } from "./history-names";
import type { CatalogueItem, HistoryPlan, PlannedDeposit, PlannedOrder, PlannedWithdrawal } from "./history-types";

export type { CatalogueItem, HistoryPlan, Side } from "./history-types";

export { historyDays, seededRandom } from "./history-dice";
const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Plans the last `historyDays` days before `now`. `catalogue` is what sellers may sell (the system
 * store's products), `rates` the CCT per coin (10^-8) deposits are quoted at.
 */
export function planHistory(now: number, catalogue: CatalogueItem[], rates: Record<Coin, bigint>, seed = 20261123): HistoryPlan {
  const { random, between, chance, pick, poisson, hex, shuffled } = dice(seed);
  // Anything planned after this has not happened yet: it stays pending.
  const horizon = now - 5 * 60_000;

  const plan: HistoryPlan = { members: [], deposits: [], withdrawals: [], orders: [], movements: [] };
  const balance: bigint[] = [];
  const held: bigint[] = [];
  const available = (m: number) => balance[m] - held[m];

  const timeline = new Timeline(horizon);
  const later = (at: number, run: () => void) => timeline.later(at, run);
  const intensity = (daysAgo: number, base: number, growth: number) => activity(now, daysAgo, base, growth);
  const instant = (daysAgo: number) => Math.round(now - (daysAgo + random()) * DAY);

  // ---- members ----
  const activeMembers: number[] = [];
  const join = (at: number, seller?: (typeof sellers)[number]) => {
    const index = plan.members.length;
    const family = pick(families);
    const given = pick(givens);
    const account = seller?.account ?? `${given}${family}${String(index).padStart(2, "0")}`.toLowerCase();
    const activatedAt = seller || chance(0.88) ? at + Math.round(between(2, 40) * 60_000) : null;
    const items = seller ? shuffled(catalogue.length).slice(0, 6) : [];
    plan.members.push({
      account,
      name: seller?.name ?? `${family} ${given}`,
      email: `${account}@example.com`,
      phone: `+849${String(10_000_000 + Math.floor(random() * 89_999_999))}`,
      address: pick(places),
      ccmAddress: `0x${hex(40)}`,
      joinedAt: at,
      activatedAt: activatedAt !== null && activatedAt <= horizon ? activatedAt : null,
      shop: seller ? { items, factor: pick([0.95, 1, 1.05]), stock: items.map(() => Math.round(between(40, 300))) } : null,
    });
    balance.push(0n);
    held.push(0n);
    const activated = plan.members[index].activatedAt;
    if (activated !== null) {
      later(activated, () => activeMembers.push(index));
      if (!seller && chance(0.85)) later(activated + between(1, 72) * HOUR, () => deposit(index));
    }
  };
  const sellerIndexes: number[] = [];

  // ---- deposits ----
  const deposit = (member: number) => {
    const at = timeline.now;
    const coin: Coin = chance(0.55) ? "USDT" : chance(0.55) ? "CCT" : "ZAFI";
    const wanted = BigInt(Math.round(between(60, 600))) * COIN_SCALE;
    const rate = rates[coin];
    const amount = ((wanted * COIN_SCALE) / rate / COIN_SCALE) * COIN_SCALE;
    const cct = quoteUnits(amount, rate);
    const index = plan.deposits.length;
    const row: PlannedDeposit = {
      member,
      coin,
      amount,
      rate,
      cct,
      txHash: `0x${hex(64)}`,
      createdAt: at,
      status: "pending",
      decidedAt: null,
      reason: null,
    };
    plan.deposits.push(row);
    const decideAt = at + between(1, 30) * HOUR;
    const confirmed = chance(0.9);
    later(decideAt, () => {
      row.decidedAt = decideAt;
      if (!confirmed) {
        row.status = "rejected";
        row.reason = "The transaction was not found on the chain.";
        return;
      }
      row.status = "confirmed";
      plan.movements.push({
        op: "transfer",
        at: decideAt,
        debit: { system: "deposits", coin },
        credit: { member },
        amount: cct,
        kind: "deposit",
        ref: { type: "deposit", index },
        createdBy: "admin",
      });
      balance[member] += cct;
      if (chance(0.35)) later(decideAt + between(2, 20) * DAY, () => withdraw(member));
    });
    if (chance(0.5)) later(at + between(8, 30) * DAY, () => deposit(member));
  };

  // ---- withdrawals ----
  const withdraw = (member: number) => {
    const at = timeline.now;
    const free = available(member);
    if (free < 20n * COIN_SCALE) return;
    const share = BigInt(Math.round(between(20, 60)));
    let amount = ((free * share) / 100n / COIN_SCALE) * COIN_SCALE;
    if (amount > 900n * COIN_SCALE) amount = 900n * COIN_SCALE;
    if (amount < 10n * COIN_SCALE) return;
    const method: WithdrawalMethod = chance(0.6) ? "usdt" : "ccm";
    const index = plan.withdrawals.length;
    const row: PlannedWithdrawal = {
      member,
      method,
      amount,
      address: method === "ccm" ? plan.members[member].ccmAddress : `T${hex(33)}`,
      createdAt: at,
      status: "pending",
      decidedAt: null,
      decidedBy: null,
      reason: null,
      payoutTxHash: null,
    };
    plan.withdrawals.push(row);
    held[member] += amount;
    plan.movements.push({
      op: "hold",
      at,
      debit: { member },
      credit: { system: "withdrawals" },
      amount,
      kind: "withdrawal",
      ref: { type: "withdrawal", index },
      createdBy: { member },
    });
    const decideAt = at + between(2, 60) * HOUR;
    const outcome = random();
    later(decideAt, () => {
      row.decidedAt = decideAt;
      held[member] -= amount;
      if (outcome < 0.85) {
        row.status = "confirmed";
        row.decidedBy = method === "ccm" && chance(0.5) ? "staff" : "admin";
        row.payoutTxHash = `0x${hex(64)}`;
        balance[member] -= amount;
        plan.movements.push({ op: "post", at: decideAt, ref: { type: "withdrawal", index } });
      } else {
        row.status = outcome < 0.95 ? "rejected" : "cancelled";
        row.decidedBy = row.status === "rejected" ? "admin" : null;
        row.reason = row.status === "rejected" ? "The payout address could not be verified." : null;
        plan.movements.push({ op: "void", at: decideAt, ref: { type: "withdrawal", index } });
      }
    });
  };

  // ---- orders ----
  const usedCodes = new Set<string>();
  const order = () => {
    const at = timeline.now;
    const seller = pick(sellerIndexes);
    const shop = plan.members[seller].shop!;
    const buyers = activeMembers.filter((m) => m !== seller && !sellerIndexes.includes(m));
    const buyer = buyers.length > 0 && chance(Math.min(0.8, 0.3 + buyers.length / 40)) ? pick(buyers) : null;
    const count = 1 + Math.floor(random() * 3);
    const lines = shuffled(shop.items.length)
      .slice(0, count)
      .map((slot) => {
        const item = catalogue[shop.items[slot]];
        const price = BigInt(Math.round(Number(item.price) * shop.factor));
        const vndToPay = BigInt(Math.round((Number(item.vndToPay) * shop.factor) / 1000) * 1000);
        const ccmToPay = price * 1_000_000n;
        const quantity = 1 + Math.floor(random() * (random() < 0.7 ? 1 : 3));
        const totals = lineTotals({ price, vndToPay, ccmToPay, discountPercentage: 0 }, quantity, false);
        return { item: shop.items[slot], quantity, price, vndToPay, ccmToPay, totals };
      });
    const totals = sumTotals(lines.map((l) => l.totals));
    const cct = buyer !== null && chance(0.35) && available(buyer) >= totals.ccm;
    const person = buyer === null ? null : plan.members[buyer];
    const family = pick(families);
    const given = pick(givens);
    let code: string;
    do {
      const date = new Date(at).toISOString().slice(2, 10).replace(/-/g, "");
      code = `CCT-${date}-${Array.from({ length: 6 }, () => pick([...codeAlphabet])).join("")}`;
    } while (usedCodes.has(code));
    usedCodes.add(code);
    const index = plan.orders.length;
    const first: OrderStatus = cct ? "waiting" : "pending";
    const row: PlannedOrder = {
      code,
      seller,
      buyer,
      name: person?.name ?? `${family} ${given}`,
      phone: person?.phone ?? `+849${String(10_000_000 + Math.floor(random() * 89_999_999))}`,
      email: person?.email ?? `${`${given}.${family}`.toLowerCase()}${index}@mail.example.com`,
      address: person?.address ?? pick(places),
      receivingArea: pick(["MB", "MN", "AT_HOME"] as const),
      paymentMethod: cct ? "cct" : "bank_vnd",
      status: first,
      totals,
      lines,
      events: [{ actor: buyer, role: "buyer", from: null, to: first, at }],
      createdAt: at,
    };
    plan.orders.push(row);
    if (cct) {
      held[buyer!] += totals.ccm;
      plan.movements.push({
        op: "hold",
        at,
        debit: { member: buyer! },
        credit: { member: seller },
        amount: totals.ccm,
        kind: "purchase",
        ref: { type: "order", index },
        createdBy: { member: buyer! },
      });
    }
    const move = (after: number, to: OrderStatus, then?: () => void) => {
      later(timeline.now + after * HOUR, () => {
        const role: OrderActor = to === "waiting" || (row.status === "pending" && to === "canceled") ? "buyer" : "seller";
        row.events.push({ actor: role === "buyer" ? buyer : seller, role, from: row.status, to, at: timeline.now });
        row.status = to;
        if (cct && (to === "completed" || to === "canceled" || to === "rejected")) settle(to === "completed");
        then?.();
      });
    };
    const settle = (paid: boolean) => {
      held[buyer!] -= totals.ccm;
      if (paid) {
        balance[buyer!] -= totals.ccm;
        balance[seller] += totals.ccm;
      }
      plan.movements.push({ op: paid ? "post" : "void", at: timeline.now, ref: { type: "order", index } });
      if (paid && chance(0.25)) later(timeline.now + between(1, 5) * DAY, () => withdraw(seller));
    };
    const deliver = () =>
      chance(0.88)
        ? move(between(24, 96), "completed")
        : move(between(24, 72), "cant_contact", () =>
            chance(0.5)
              ? move(between(12, 36), "delivery", () => move(between(24, 48), "completed"))
              : move(between(24, 48), "canceled"),
          );
    const confirm = () =>
      chance(0.9)
        ? move(between(1, 24), "confirmed", () => move(between(4, 36), "delivery", deliver))
        : move(between(1, 24), "rejected");
    if (cct) confirm();
    else if (chance(0.86)) move(between(0.5, 60), "waiting", confirm);
    else move(between(1, 48), "canceled");
  };

  // ---- the 90 days ----
  sellers.forEach((seller, i) => {
    const at = now - (historyDays - i - 0.3) * DAY;
    later(at, () => {
      sellerIndexes.push(plan.members.length);
      join(at, seller);
    });
  });
  for (let daysAgo = historyDays - 1; daysAgo >= 0; daysAgo -= 1) {
    for (let n = poisson(intensity(daysAgo, 0.3, 0.95)); n > 0; n -= 1) {
      const at = instant(daysAgo);
      later(at, () => join(at));
    }
    // The first orders wait until the sellers have their shops.
    const orders = daysAgo > historyDays - 4 ? 0 : poisson(intensity(daysAgo, 1.2, 3.6));
    for (let n = orders; n > 0; n -= 1) later(instant(daysAgo), order);
  }
  timeline.run();
  return plan;
}
