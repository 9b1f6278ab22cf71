import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { toString as qrSvg } from "qrcode";

import { db } from "~/db/client.server";
import { containsText, paginate } from "~/db/paginate.server";
import { users, type User } from "~/db/schema";
import { COIN_DECIMALS, unitsToDecimal } from "~/lib/money";

/**
 * The Members page (/refs) and GET /api/refs: the member's referral link and the people who signed
 * up with it, with what each bought and what the member earned from them. Every figure comes from
 * one statement per list (no query per row).
 */

export interface Invitee {
  name: string;
  account: string;
  joinedAt: Date;
  activated: boolean;
  /** Packages bought and not refunded. */
  packages: number;
  /** Commission earned from this member's purchases, less what refunds took back (CCT). */
  commission: string;
  /** Second level: how many people this member invited. */
  invited: number;
}

export interface ReferralTotals {
  invitees: number;
  activated: number;
  packages: number;
  commission: string;
  secondLevel: number;
}

const cct = (units: bigint | string | null) => unitsToDecimal(BigInt(units ?? 0), COIN_DECIMALS);

/** The sign-up link that makes the new member one's invitee: `/sign_up?ref={account}` on the site's origin. */
export function referralLink(origin: string, account: string): string {
  return `${origin}/sign_up?${new URLSearchParams({ ref: account })}`;
}

// Correlated subqueries name the outer row "users"."id" in full: in a one-table select Drizzle
// writes its columns unqualified, which inside a subquery would mean the subquery's own table.
const earnedFrom = (referrerId: number) =>
  sql<string>`(select coalesce(sum(pp.commission - pp.commission_reclaimed), 0) from package_purchases pp
    where pp.user_id = "users"."id" and pp.referrer_id = ${referrerId})::text`;

export interface ReferralQuery {
  q?: string;
  page?: number;
}

/**
 * The member's referral link (with its QR code as an SVG data URL when asked, for the page), the
 * invitees (newest first, searched by name or account, paged) and the totals over all of them.
 */
export async function referralsOf(member: User, origin: string, query: ReferralQuery, options: { qr?: boolean } = {}) {
  const link = referralLink(origin, member.account);
  const mine = eq(users.referrerId, member.id);
  const where = and(mine, query.q ? or(containsText(users.name, query.q), containsText(users.account, query.q)) : undefined);
  const rows = db
    .select({
      name: users.name,
      account: users.account,
      joinedAt: users.createdAt,
      activated: sql<boolean>`${users.emailVerifiedAt} is not null`,
      packages: sql<number>`(select count(*) from package_purchases pp
        where pp.user_id = "users"."id" and pp.status = 'purchased')::int`,
      commission: earnedFrom(member.id),
      invited: sql<number>`(select count(*) from users x where x.referrer_id = "users"."id")::int`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id));
  const [page, [totals]] = await Promise.all([
    paginate(rows, db.select({ total: count() }).from(users).where(where), query.page, 20),
    db
      .select({
        invitees: sql<number>`count(*)::int`,
        activated: sql<number>`(count(*) filter (where "users"."email_verified_at" is not null))::int`,
        packages: sql<number>`(select count(*) from package_purchases pp join users b on b.id = pp.user_id
          where b.referrer_id = ${member.id} and pp.status = 'purchased')::int`,
        commission: sql<string>`(select coalesce(sum(pp.commission - pp.commission_reclaimed), 0) from package_purchases pp
          where pp.referrer_id = ${member.id})::text`,
        secondLevel: sql<number>`(select count(*) from users x join users y on y.id = x.referrer_id
          where y.referrer_id = ${member.id})::int`,
      })
      .from(users)
      .where(mine),
  ]);
  const qr = options.qr
    ? `data:image/svg+xml;base64,${Buffer.from(await qrSvg(link, { type: "svg", margin: 1, width: 192 })).toString("base64")}`
    : null;
  return {
    link,
    qr,
    invitees: {
      ...page,
      items: page.items.map((r) => ({
        ...r,
        activated: Boolean(r.activated),
        packages: Number(r.packages),
        commission: cct(r.commission),
        invited: Number(r.invited),
      })) satisfies Invitee[],
    },
    totals: {
      invitees: Number(totals?.invitees ?? 0),
      activated: Number(totals?.activated ?? 0),
      packages: Number(totals?.packages ?? 0),
      commission: cct(totals?.commission ?? "0"),
      secondLevel: Number(totals?.secondLevel ?? 0),
    } satisfies ReferralTotals,
  };
}
