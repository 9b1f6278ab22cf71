import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { db, type Tx } from "~/db/client.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import {
  controlChanges,
  users,
  walletSettings,
  type Coin,
  type ControlChange,
  type ControlChangeKind,
  type User,
} from "~/db/schema";
import { assertAdmin, isAdmin } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { applySystemStoreBank, proposedSystemBank, systemBankValue } from "~/domain/catalogue";
import { DomainError } from "~/lib/errors";
import type { StoreBankInput } from "~/lib/schemas/store-bank";

import { assertSecondApprover, firstApprovalStands } from "./four-eyes.server";

/*
 * Changes to the money controls themselves need two people (docs/money-controls.md): raising the
 * four-eyes threshold, turning off two-factor for deciders or making an admin would otherwise let
 * one admin undo the rule that binds them; changing the system store's bank would let one admin send
 * its buyers' transfers to another account (decision 203), changing a deposit address every
 * depositor's coins (decision 289). One admin proposes; another admin, who held the role
 * before the proposal and for a day, confirms; or the operator confirms from the server's command
 * line (`npm run controls`), the second pair of eyes where only one admin exists.
 */

/** Where a confirmed setting is kept (wallet_settings keys). */
export type SettingKind = Exclude<ControlChangeKind, "grant_admin" | "system_bank">;

const settingKeys: Record<SettingKind, string> = {
  four_eyes_threshold: "fourEyes.threshold",
  require_two_factor: "security.requireTwoFactor",
  deposit_address_usdt: "address.USDT",
  deposit_address_zafi: "address.ZAFI",
  deposit_address_cct: "address.CCT",
};

/** The control that changes a coin's receiving address (decision 289). */
export const depositAddressKinds = {
  USDT: "deposit_address_usdt",
  ZAFI: "deposit_address_zafi",
  CCT: "deposit_address_cct",
} as const satisfies Record<Coin, SettingKind>;

/** The coin whose receiving address a change sets; null for the other kinds. */
export function depositAddressCoin(kind: ControlChangeKind): Coin | null {
  const found = Object.entries(depositAddressKinds).find(([, k]) => k === kind);
  return found ? (found[0] as Coin) : null;
}

async function propose(admin: User, change: { kind: ControlChangeKind; value?: string; targetUserId?: number }) {
  assertAdmin(admin);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(controlChanges)
        .values({
          kind: change.kind,
          value: change.value ?? null,
          targetUserId: change.targetUserId ?? null,
          proposedBy: admin.id,
        })
        .returning();
      await audit(tx, {
        actor: admin,
        action: "control.proposed",
        target: { type: "control_change", id: row.id },
        after: { kind: row.kind, value: row.value, target_user: row.targetUserId },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, "control_changes_pending_idx")) throw new DomainError("admin:controls.alreadyPending", 409);
    throw error;
  }
}

/** A new value for the threshold, the two-factor rule or a deposit address, waiting for a second admin. */
export function proposeSetting(admin: User, kind: SettingKind, value: string) {
  return propose(admin, { kind, value });
}

/** New bank details for the system store (checked now), waiting for a second admin. */
export function proposeSystemBank(admin: User, input: StoreBankInput) {
  return propose(admin, { kind: "system_bank", value: systemBankValue(input) });
}

/** The admin role for `userId`, waiting for a second admin. */
export function proposeAdminGrant(admin: User, userId: number) {
  return propose(admin, { kind: "grant_admin", targetUserId: userId });
}

/** Applies a confirmed change in the confirming transaction. */
async function apply(tx: Tx, change: ControlChange, actor: User | null) {
  if (change.kind === "grant_admin") {
    // The role's age starts now: a fresh admin is not a second approver for a day (four-eyes.server.ts).
    await tx
      .update(users)
      .set({ isAdmin: true, adminSince: sql`coalesce(${users.adminSince}, now())`, updatedAt: new Date() })
      .where(and(eq(users.id, change.targetUserId!), eq(users.isAdmin, false)));
    return;
  }
  if (change.kind === "system_bank") return applySystemStoreBank(tx, actor, change.value ?? "");
  const decidedBy = actor?.id ?? null;
  const key = settingKeys[change.kind];
  const value = change.value ?? "";
  await tx
    .insert(walletSettings)
    .values({ key, value, updatedBy: decidedBy })
    .onConflictDoUpdate({ target: walletSettings.key, set: { value, updatedBy: decidedBy, updatedAt: new Date() } });
}

/** Claims a pending change for one decision: of two deciding at once, one wins. */
async function claim(tx: Tx, id: number, set: Partial<ControlChange>): Promise<ControlChange> {
  const [row] = await tx
    .update(controlChanges)
    .set({ ...set, decidedAt: new Date() })
    .where(and(eq(controlChanges.id, id), eq(controlChanges.status, "pending")))
    .returning();
  if (!row) throw new DomainError("admin:controls.notPending", 409);
  return row;
}

async function pendingChange(id: number): Promise<ControlChange> {
  const [row] = await db.select().from(controlChanges).where(eq(controlChanges.id, id));
  if (!row) throw new DomainError("admin:controls.notFound", 404);
  if (row.status !== "pending") throw new DomainError("admin:controls.notPending", 409);
  return row;
}

/** A second admin confirms: not the proposer, nor the admin-to-be, with a role older than the proposal. */
export async function confirmControlChange(admin: User, id: number): Promise<ControlChange> {
  assertAdmin(admin);
  const change = await pendingChange(id);
  if (change.targetUserId === admin.id) throw new DomainError("wallet:errors.ownRequest", 403);
  assertSecondApprover(admin, change, change.proposedBy);
  if (!(await firstApprovalStands(change.proposedBy, isAdmin)))
    throw new DomainError("admin:controls.proposerNoLongerAdmin", 409);
  return decide(change.id, { status: "applied", decidedBy: admin.id }, admin);
}

/** The operator's confirmation from the server's command line (whoever proposed it). */
export async function confirmControlChangeAsOperator(id: number): Promise<ControlChange> {
  const change = await pendingChange(id);
  return decide(change.id, { status: "applied", decidedByOperator: true }, null);
}

/** One admin is enough to say no; the proposer withdraws their own. */
export async function rejectControlChange(admin: User, id: number): Promise<ControlChange> {
  assertAdmin(admin);
  const change = await pendingChange(id);
  const status = change.proposedBy === admin.id ? "cancelled" : "rejected";
  return decide(change.id, { status, decidedBy: admin.id }, admin);
}

async function decide(id: number, set: Partial<ControlChange>, actor: User | null): Promise<ControlChange> {
  return db.transaction(async (tx) => {
    const row = await claim(tx, id, set);
    if (row.status === "applied") await apply(tx, row, actor);
    const action =
      row.status === "applied" ? "control.confirmed" : row.status === "rejected" ? "control.rejected" : "control.cancelled";
    await audit(tx, {
      actor,
      action,
      target: { type: "control_change", id: row.id },
      before: { status: "pending" },
      after: {
        status: row.status,
        kind: row.kind,
        value: row.value,
        target_user: row.targetUserId,
        operator: row.decidedByOperator,
      },
    });
    return row;
  });
}

const proposer = alias(users, "proposer");
const target = alias(users, "target");

/** The changes waiting for a second admin, newest first, with who proposed them and for whom. */
export async function pendingControlChanges(filter?: { targetUserId?: number }) {
  const rows = await db
    .select({ change: controlChanges, proposedBy: proposer.account, target: target.account })
    .from(controlChanges)
    .innerJoin(proposer, eq(proposer.id, controlChanges.proposedBy))
    .leftJoin(target, eq(target.id, controlChanges.targetUserId))
    .where(
      and(
        eq(controlChanges.status, "pending"),
        filter?.targetUserId ? eq(controlChanges.targetUserId, filter.targetUserId) : undefined,
      ),
    )
    .orderBy(desc(controlChanges.id));
  return rows.map(({ change, proposedBy, target }) => ({
    id: change.id,
    kind: change.kind,
    value: change.value,
    proposedById: change.proposedBy,
    proposedBy,
    target,
    bank: change.kind === "system_bank" ? proposedSystemBank(change.value) : null,
    coin: depositAddressCoin(change.kind),
    createdAt: change.createdAt,
  }));
}
export type PendingControlChange = Awaited<ReturnType<typeof pendingControlChanges>>[number];
