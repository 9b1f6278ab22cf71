import { eq, sql } from "drizzle-orm";

import { db, type Tx } from "~/db/client.server";
import { users, type User } from "~/db/schema";
import { isAdmin, isTwoFactorEnabled } from "~/domain/accounts";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, parseUnits } from "~/lib/money";

import { getSettings } from "./settings.server";

/*
 * Four eyes on money decisions (docs/money-controls.md). What a request needs is fixed when it is
 * made and stored with it; settings changed later can add to it, never take from it. The second
 * approval comes from another person who held the admin role before the request existed and for at
 * least a day, so an admin made for the occasion cannot be the second pair of eyes; the first comes
 * from someone whose approving role is as old (decision 291), so neither can a staff member.
 */

export interface Controls {
  approvalsRequired: 1 | 2;
  twoFactorRequired: boolean;
}

/** What a new request of this amount (10^-8 CCT) needs, under today's settings. */
export async function controlsFor(amount: bigint): Promise<Controls> {
  const settings = await getSettings();
  const threshold = parseUnits(settings.fourEyesThreshold, COIN_DECIMALS) ?? 0n;
  return { approvalsRequired: amount > threshold ? 2 : 1, twoFactorRequired: settings.requireTwoFactor };
}

/** Approvals a waiting request needs now: what it was made with, or more if the settings ask more today. */
export async function approvalsNeeded(request: { approvalsRequired: number }, amount: bigint): Promise<number> {
  const today = (await controlsFor(amount)).approvalsRequired;
  return Math.max(request.approvalsRequired, today);
}

/** How long a role is held before its holder may give an approval that counts towards four eyes. */
export const seasoningMs = 24 * 3600_000;

/** A role held since `roleSince` predates `since` and is a day old at least (null: the role is not held). */
function isSeasoned(roleSince: Date | null, since: Date, now = new Date()): boolean {
  return roleSince !== null && roleSince <= since && roleSince.getTime() <= now.getTime() - seasoningMs;
}

/** Since when the user holds the admin role (null: they do not). */
export const adminRoleSince = (user: Pick<User, "isAdmin" | "adminSince">): Date | null =>
  isAdmin(user) ? user.adminSince : null;

/** Held the admin role since before `since`, and for a day at least. */
export function isSeasonedAdmin(user: Pick<User, "isAdmin" | "adminSince" | "lockedAt">, since: Date, now = new Date()): boolean {
  return !user.lockedAt && isSeasoned(adminRoleSince(user), since, now);
}

/**
 * The second approval: another person than the first, an admin, whose role predates the request
 * (and is a day old). Refusals name what is missing.
 */
export function assertSecondApprover(actor: User, request: { createdAt: Date }, firstBy: number): void {
  if (actor.id === firstBy) throw new DomainError("wallet:errors.secondApprover", 409);
  if (!isAdmin(actor)) throw new DomainError("wallet:errors.secondAdmin", 403);
  if (!isSeasonedAdmin(actor, request.createdAt)) throw new DomainError("wallet:errors.adminTooNew", 403);
}

/** Whether the first approver still holds the role that let them approve (else their approval lapses). */
export async function firstApprovalStands(firstBy: number, mayApprove: (user: User) => boolean): Promise<boolean> {
  const [first] = await db.select().from(users).where(eq(users.id, firstBy));
  return Boolean(first && !first.lockedAt && mayApprove(first));
}

/** The key space of the locks that serialize what admins move alone on one member's wallet (any fixed number of ours). */
const aloneLocks = 5741;

/**
 * One admin alone moves at most the threshold on a member's wallet in 24 hours (decisions 161, 290):
 * whether `amount` still fits beside what `movedAlone` says one admin moved alone (adjustments,
 * deposits: each counts its own). Takes the member's lock for the rest of the transaction first, so
 * two decisions at once cannot both fit under the threshold; `movedAlone` runs under it.
 */
export async function fitsAloneToday(
  tx: Tx,
  userId: number,
  amount: bigint,
  threshold: bigint,
  movedAlone: (tx: Tx, userId: number) => Promise<bigint>,
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${aloneLocks}, ${userId})`);
  return (await movedAlone(tx, userId)) + amount <= threshold;
}

export type ApprovalStep = "final" | "first";

/**
 * Where an approval stands in the four-eyes flow of a pending request: `final` when it completes
 * the request (one approval needed, or a valid second one), `first` when it must be recorded as the
 * first of two (none yet, or the earlier approver no longer holds the role). `roleSince`: since when
 * a user holds a role that lets them approve this request (null: none). Both approvals of two come
 * from roles seasoned alike (decision 291): a first approver made staff for the occasion, by the
 * admin who then gives the second, is refused.
 */
export async function approvalStep(
  actor: User,
  request: { approvalsRequired: number; createdAt: Date; firstApprovedBy: number | null },
  amount: bigint,
  roleSince: (user: User) => Date | null,
): Promise<ApprovalStep> {
  if ((await approvalsNeeded(request, amount)) <= 1) return "final";
  const seasoned = (user: User) => !user.lockedAt && isSeasoned(roleSince(user), request.createdAt);
  const first = request.firstApprovedBy;
  if (first === null || (first !== actor.id && !(await firstApprovalStands(first, seasoned)))) {
    if (!seasoned(actor)) throw new DomainError("wallet:errors.firstApproverTooNew", 403);
    return "first";
  }
  assertSecondApprover(actor, request, first);
  return "final";
}

/**
 * Who may decide a money request in the back office: never the member it belongs to, and, when
 * the admins require it (today, or when the request was made: `requiredAtRequest`), only someone
 * with two-factor authentication on.
 */
export async function assertMayDecide(actor: User, memberId: number | undefined, requiredAtRequest = false): Promise<void> {
  if (memberId === actor.id) throw new DomainError("wallet:errors.ownRequest", 403);
  if (!requiredAtRequest && !(await getSettings()).requireTwoFactor) return;
  if (!(await isTwoFactorEnabled(actor.id))) throw new DomainError("account:twoFactor.requiredForBackOffice", 403);
}
