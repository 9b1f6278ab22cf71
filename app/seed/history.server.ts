import { and, asc, eq, sql } from "drizzle-orm";

import type { Db, Tx } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { deposits, orderEvents, orderLines, orders, products, users, withdrawals } from "~/db/schema";
import {
  fingerprint,
  hold,
  memberAccountId,
  post,
  scopedKey,
  systemAccountId,
  systemCodes,
  transfer,
  voidTransfer,
  type LedgerResult,
} from "~/domain/ledger";
import { getSettings, rateUnits } from "~/domain/wallet";
import { hashPassword } from "~/infra/password.server";
import { randomToken } from "~/infra/tokens.server";
import { slugify } from "~/lib/schemas/products";
import { coins, type Coin } from "~/lib/wallet-terms";

import { planHistory, type HistoryPlan, type Side } from "./history-plan";

/** The first history member: when it exists, the history is there already. */
const marker = "lananhpharma";

/**
 * The demo data's last 90 days (history-plan.ts plans them): about ninety members (three of them
 * sellers with a shop), their deposits, withdrawals and ~300 orders, so the back-office overview's
 * charts have a shape. One transaction; the money moves only through the ledger's functions, in
 * the order it happened, then the rows are dated to when they happened (decision 105). History
 * members cannot sign in (their password is random). Runs once: a second call changes nothing.
 */
export async function seedHistory(db: Db, ids: Map<string, number>, now = Date.now()): Promise<void> {
  const [done] = await db.select({ id: users.id }).from(users).where(eq(users.account, marker));
  const systemStore = ids.get("default");
  const admin = ids.get("admin01");
  const staff = ids.get("staff01");
  if (done || systemStore === undefined || admin === undefined || staff === undefined) return;
  const catalogue = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, systemStore), eq(products.status, "published")))
    .orderBy(asc(products.id));
  if (catalogue.length === 0) return;
  const settings = await getSettings();
  const rates = Object.fromEntries(coins.map((coin) => [coin, rateUnits(settings, coin)])) as Record<Coin, bigint>;
  const plan = planHistory(now, catalogue, rates);
  const passwordHash = await hashPassword(randomToken());
  await db.transaction((tx) => writeHistory(tx, plan, { catalogue, passwordHash, admin, staff }));
}

type Catalogue = (typeof products.$inferSelect)[];

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 300) await insert(rows.slice(i, i + 300));
}

/** `n` ids of a serial column taken in advance (the ledger's keys and references name them), ascending. */
async function reserveIds(tx: Tx, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n}::int)`),
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

async function writeHistory(
  tx: Tx,
  plan: HistoryPlan,
  { catalogue, passwordHash, admin, staff }: { catalogue: Catalogue; passwordHash: string; admin: number; staff: number },
) {
  const at = (ms: number) => new Date(ms);

  // Members (and the sellers' shops).
  const userIds: number[] = [];
  await insertAll(plan.members, async (chunk) => {
    const rows = await tx
      .insert(users)
      .values(
        chunk.map((m) => ({
          name: m.name,
          email: m.email,
          account: m.account,
          phoneNumber: m.phone,
          address: m.address,
          ccmAddress: m.ccmAddress,
          passwordHash,
          emailVerifiedAt: m.activatedAt === null ? null : at(m.activatedAt),
          createdAt: at(m.joinedAt),
          updatedAt: at(m.activatedAt ?? m.joinedAt),
        })),
      )
      .returning({ id: users.id, account: users.account });
    const byAccount = new Map(rows.map((r) => [r.account, r.id]));
    for (const m of chunk) userIds.push(byAccount.get(m.account)!);
  });
  const productIds = new Map<string, number>();
  for (const [index, m] of plan.members.entries()) {
    if (!m.shop) continue;
    const shop = m.shop;
    const listed = at(m.joinedAt + 3_600_000);
    const rows = await tx
      .insert(products)
      .values(
        shop.items.map((item, slot) => {
          const p = catalogue[item];
          const price = BigInt(Math.round(Number(p.price) * shop.factor));
          return {
            storeId: userIds[index],
            categoryId: p.categoryId,
            name: p.name,
            nameVi: p.nameVi,
            slug: slugify(p.name),
            meta: p.meta,
            description: p.description,
            descriptionVi: p.descriptionVi,
            price,
            vndToPay: BigInt(Math.round((Number(p.vndToPay) * shop.factor) / 1000) * 1000),
            ccmToPay: price * 1_000_000n,
            quantity: shop.stock[slot],
            status: "published" as const,
            thumbnail: p.thumbnail,
            images: p.images,
            submittedAt: listed,
            reviewedAt: at(m.joinedAt + 5 * 3_600_000),
            reviewedBy: admin,
            createdAt: listed,
            updatedAt: listed,
          };
        }),
      )
      .returning({ id: products.id });
    rows.forEach((r, slot) => productIds.set(`${index}:${shop.items[slot]}`, r.id));
  }

  // The money, in the order it moved.
  const depositIds = await reserveIds(tx, "deposits", plan.deposits.length);
  const withdrawalIds = await reserveIds(tx, "withdrawals", plan.withdrawals.length);
  const orderIds = await reserveIds(tx, "orders", plan.orders.length);
  const orderKey = (index: number) => `seed-history-order-${index}`;
  const accountIds = new Map<string, number>();
  const accountOf = async (side: Side) => {
    const name =
      "member" in side
        ? `member:${side.member}`
        : side.system === "deposits"
          ? systemCodes.deposits(side.coin!)
          : systemCodes.withdrawals;
    if (!accountIds.has(name)) {
      accountIds.set(name, "member" in side ? await memberAccountId(userIds[side.member], tx) : await systemAccountId(name, tx));
    }
    return accountIds.get(name)!;
  };
  const transfers = new Map<string, { id: number; createdAt: number; resolvedAt: number | null }>();
  for (const m of plan.movements) {
    const handle = `${m.ref.type}:${m.ref.index}`;
    if (m.op !== "transfer" && m.op !== "hold") {
      const made = transfers.get(handle)!;
      await (m.op === "post" ? post : voidTransfer)(made.id, tx);
      made.resolvedAt = m.at;
      continue;
    }
    const { ref } = m;
    const movement = {
      debit: await accountOf(m.debit),
      credit: await accountOf(m.credit),
      amount: m.amount,
      kind: m.kind,
      createdBy: m.createdBy === "admin" ? admin : userIds[m.createdBy.member],
      ...(ref.type === "deposit"
        ? {
            key: `deposit:${depositIds[ref.index]}`,
            reference: { type: "deposit", id: depositIds[ref.index] },
            memo: `${plan.deposits[ref.index].coin} ${plan.deposits[ref.index].txHash}`,
          }
        : ref.type === "withdrawal"
          ? {
              key: `withdrawal:${withdrawalIds[ref.index]}`,
              reference: { type: "withdrawal", id: withdrawalIds[ref.index] },
              memo: `${plan.withdrawals[ref.index].method.toUpperCase()} ${plan.withdrawals[ref.index].address}`,
            }
          : { key: `purchase:order:${orderKey(ref.index)}`, reference: { type: "order", id: orderIds[ref.index] } }),
    };
    const result: LedgerResult = m.op === "transfer" ? await transfer(movement, tx) : await hold(movement, tx);
    transfers.set(handle, { id: result.transfer.id, createdAt: m.at, resolvedAt: m.op === "transfer" ? m.at : null });
  }

  // The requests and orders the money belongs to.
  await insertAll([...plan.deposits.entries()], (chunk) =>
    tx.insert(deposits).values(
      chunk.map(([i, d]) => ({
        id: depositIds[i],
        userId: userIds[d.member],
        status: d.status,
        reason: d.reason,
        idempotencyKey: scopedKey("deposit", userIds[d.member], `seed-history-${i}`),
        fingerprint: fingerprint(d.coin, d.amount, d.txHash),
        decidedBy: d.decidedAt === null ? null : admin,
        decidedAt: d.decidedAt === null ? null : at(d.decidedAt),
        createdAt: at(d.createdAt),
        coin: d.coin,
        amount: d.amount,
        rate: d.rate,
        cctAmount: d.cct,
        txHash: d.txHash,
        transferId: transfers.get(`deposit:${i}`)?.id ?? null,
      })),
    ),
  );
  await insertAll([...plan.withdrawals.entries()], (chunk) =>
    tx.insert(withdrawals).values(
      chunk.map(([i, w]) => ({
        id: withdrawalIds[i],
        userId: userIds[w.member],
        status: w.status,
        reason: w.reason,
        idempotencyKey: scopedKey("withdrawal", userIds[w.member], `seed-history-${i}`),
        fingerprint: fingerprint(w.method, w.amount, w.address),
        decidedBy: w.decidedBy === "admin" ? admin : w.decidedBy === "staff" ? staff : null,
        decidedAt: w.decidedAt === null ? null : at(w.decidedAt),
        createdAt: at(w.createdAt),
        method: w.method,
        amount: w.amount,
        address: w.address,
        payoutTxHash: w.payoutTxHash,
        transferId: transfers.get(`withdrawal:${i}`)!.id,
      })),
    ),
  );
  await insertAll([...plan.orders.entries()], (chunk) =>
    tx.insert(orders).values(
      chunk.map(([i, o]) => ({
        id: orderIds[i],
        code: o.code,
        storeId: userIds[o.seller],
        buyerId: o.buyer === null ? null : userIds[o.buyer],
        name: o.name,
        phone: o.phone,
        email: o.email,
        address: o.address,
        receivingArea: o.receivingArea,
        paymentMethod: o.paymentMethod,
        status: o.status,
        totalUsd: o.totals.usd,
        totalVnd: o.totals.vnd,
        totalCcm: o.totals.ccm,
        paymentTransferId: transfers.get(`order:${i}`)?.id ?? null,
        idempotencyKey: orderKey(i),
        createdAt: at(o.createdAt),
        updatedAt: at(o.events.at(-1)!.at),
      })),
    ),
  );
  const lines = plan.orders.flatMap((o, i) =>
    o.lines.map((l) => ({
      orderId: orderIds[i],
      productId: productIds.get(`${o.seller}:${l.item}`) ?? null,
      name: catalogue[l.item].name,
      nameVi: catalogue[l.item].nameVi,
      quantity: l.quantity,
      price: l.price,
      vndToPay: l.vndToPay,
      ccmToPay: l.ccmToPay,
      totalUsd: l.totals.usd,
      totalVnd: l.totals.vnd,
      totalCcm: l.totals.ccm,
    })),
  );
  await insertAll(lines, (chunk) => tx.insert(orderLines).values(chunk));
  const events = plan.orders.flatMap((o, i) =>
    o.events.map((e) => ({
      orderId: orderIds[i],
      actorId: e.actor === null ? null : userIds[e.actor],
      actorRole: e.role,
      fromStatus: e.from,
      toStatus: e.to,
      createdAt: at(e.at),
    })),
  );
  await insertAll(events, (chunk) => tx.insert(orderEvents).values(chunk));

  // The transfers were written now: date them to when they happened (timestamps only, never an amount).
  await insertAll([...transfers.values()], (chunk) =>
    tx.execute(sql`
      update transfers t set created_at = v.created_at, resolved_at = v.resolved_at
      from (values ${sql.join(
        chunk.map(
          (t) => sql`(${t.id}::bigint, ${new Date(t.createdAt).toISOString()}::timestamptz,
          ${t.resolvedAt === null ? null : new Date(t.resolvedAt).toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )}) as v(id, created_at, resolved_at)
      where t.id = v.id`),
  );
}
