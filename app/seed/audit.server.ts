import { count, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/**
 * The demo's back-office decisions (deposits and withdrawals decided in the history, products
 * moderated, the card batch, the packages) written into the audit trail once, at the moment each
 * was made, so an admin's first look at /admin/audit finds what the seed did. The seed makes its
 * rows directly (not through the pages), so it writes their audit entries itself.
 */
export async function seedAuditTrail(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(auditLog);
  if (Number(n) > 0) return;
  await db.execute(sql`
    insert into audit_log (actor_id, actor_account, action, target_type, target_id, before, after, created_at)
    select u.id, u.account, 'deposit.' || d.status, 'deposit', d.id::text, '{"status":"pending"}'::jsonb,
      jsonb_build_object('status', d.status, 'member', d.user_id), d.decided_at
    from deposits d join users u on u.id = d.decided_by
    where d.status in ('confirmed', 'rejected') and d.decided_at is not null
    union all
    select u.id, u.account, case when w.status = 'confirmed' then 'withdrawal.approved' else 'withdrawal.rejected' end,
      'withdrawal', w.id::text, '{"status":"pending"}'::jsonb, jsonb_build_object('status', w.status, 'member', w.user_id), w.decided_at
    from withdrawals w join users u on u.id = w.decided_by
    where w.status in ('confirmed', 'rejected') and w.decided_at is not null
    union all
    select u.id, u.account, case when p.status = 'rejected' or p.revision_state = 'rejected' then 'product.rejected' else 'product.approved' end,
      'product', p.id::text, null, jsonb_build_object('status', p.status, 'reason', p.rejection_reason),
      coalesce(p.reviewed_at, p.updated_at)
    from products p join users u on u.id = coalesce(p.reviewed_by, (select id from users where account = 'admin01'))
    where p.reviewed_at is not null or p.rejection_reason is not null
    union all
    select u.id, u.account, 'cards.issued', 'card_batch', c.batch, null,
      jsonb_build_object('count', count(*), 'discount_percentage', min(c.discount_percentage)), min(c.created_at)
    from cards c join users u on u.id = c.created_by
    where c.batch is not null
    group by u.id, u.account, c.batch
    union all
    select u.id, u.account, 'package.saved', 'package', p.id::text, null,
      jsonb_build_object('name_en', p.name_en, 'price', p.price::text, 'commission_percentage', p.commission_percentage), p.created_at
    from packages p cross join (select id, account from users where account = 'admin01') u
    order by 8`);
}
