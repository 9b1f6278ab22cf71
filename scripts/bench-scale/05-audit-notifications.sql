-- {{audit}} audit entries and {{notifications}} notifications ({{heavyNotifications}} of them the
-- heavy member's). The audit entries go through the log's own trigger, which chains each to the one
-- before it (decision 178): the chain stays intact, as `npm run audit:verify` can tell.
insert into audit_log (actor_id, actor_account, action, target_type, target_id, before, after, ip, created_at)
select a.id, a.account,
  (array['user.update', 'product.approved', 'deposit.confirmed', 'withdrawal.approved', 'user.lock', 'order.status'])[1 + n % 6],
  (array['user', 'product', 'deposit', 'withdrawal', 'user', 'order'])[1 + n % 6],
  ((select user0 from scale_ids) + 1 + (n * 7919) % {{members}})::text,
  jsonb_build_object('status', 'before', 'n', n), jsonb_build_object('status', 'after', 'n', n),
  '10.0.' || (n % 250) || '.' || (n % 200),
  now() - make_interval(secs => ({{audit}} - n + 1) * (31536000.0 / {{audit}}))
from generate_series(1::bigint, {{audit}}) n
cross join (select id, account from users where email = 'admin@example.com') a
order by n;

insert into notifications (user_id, title, vi_title, url, readed, created_at)
select case when k <= {{heavyNotifications}} then (select id from users where email = 'member@example.com')
            else (select user_id from gm where gm.n = (k * 7919) % (select count(*) from gm) + 1) end,
  'Your order SC' || lpad(k::text, 8, '0') || ' was updated', 'Đơn hàng SC' || lpad(k::text, 8, '0') || ' đã được cập nhật',
  '/user-orders', case when k % 3 = 0 then 0 else 1 end,
  now() - make_interval(secs => ({{notifications}} - k + 1) * (31536000.0 / {{notifications}}))
from generate_series(1::bigint, {{notifications}}) k
order by k;
