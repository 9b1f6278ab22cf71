-- {{transfers}} ledger transfers in all, kept to the ledger's invariants (docs/money-and-ledger.md):
-- every member's wallet opens with a deposit that covers every debit it will ever make, so no
-- balance ever goes below what it holds; the transfers are planned in a temporary table, numbered in
-- time order, their running balances (debit/credit_balance_after) computed over the demo's transfers
-- and the new ones together, and the balances then set from the sums of the transfers.
-- {{heavyRows}} of them are the heavy member's (member01): its statement.
create temp table gm as
  select row_number() over (order by u.id)::int as n, u.id as user_id, a.id as account_id, u.created_at
  from users u join accounts a on a.user_id = u.id where u.id > (select user0 from scale_ids);
create unique index on gm (n);

create temp table sys as select
  (select id from accounts where code = 'deposits:USDT') as deposits,
  (select id from accounts where code = 'withdrawals') as withdrawals,
  (select id from accounts where code = 'revenue') as revenue,
  (select a.id from accounts a join users u on u.id = a.user_id where u.email = 'member@example.com') as heavy,
  (select id from users where email = 'admin@example.com') as admin,
  (select count(*) from gm)::int as m;

create temp table plan (
  seq bigint, debit int, credit int, amount bigint, kind text, status text,
  created_at timestamptz, resolved_at timestamptz, opening boolean default false
);

-- The heavy member's rows (its opening deposit comes with the others below).
insert into plan (seq, debit, credit, amount, kind, status, created_at)
select i,
  case when i % 10 < 5 then sys.heavy when i % 10 < 8 then g.account_id when i % 10 = 8 then sys.heavy else sys.deposits end,
  case when i % 10 < 5 then g.account_id when i % 10 < 8 then sys.heavy when i % 10 = 8 then sys.withdrawals else sys.heavy end,
  (1 + (i * 31) % 100)::bigint * 100000000,
  case when i % 10 < 8 then 'transfer' when i % 10 = 8 then 'withdrawal' else 'deposit' end,
  case when i % 10 = 8 and i % 70 = 8 then 'pending' when i % 10 = 8 and i % 110 = 18 then 'voided' else 'posted' end,
  now() - interval '365 days' + make_interval(secs => i * (31536000.0 - 3600) / {{heavyRows}})
from generate_series(1::bigint, {{heavyRows}} - 1) i
cross join sys
join gm g on g.n = (i * 7919) % sys.m + 1;

-- The rest, between generated members: transfers, deposits, withdrawals and purchases, each after
-- the member joined.
insert into plan (seq, debit, credit, amount, kind, status, created_at)
select {{heavyRows}} + j,
  case when k < 8 then a.account_id when k < 12 then sys.deposits else a.account_id end,
  case when k < 8 then b.account_id when k < 12 then a.account_id when k < 16 then sys.withdrawals else sys.revenue end,
  case when k < 8 then (1 + j % 100)::bigint when k < 12 then (50 + j % 500)::bigint when k < 16 then (1 + j % 50)::bigint
       else (1 + j % 20)::bigint end * 100000000,
  case when k < 8 then 'transfer' when k < 12 then 'deposit' when k < 16 then 'withdrawal' else 'purchase' end,
  case when k between 12 and 15 and j % 7 = 0 then 'pending' when k between 12 and 15 and j % 11 = 0 then 'voided' else 'posted' end,
  a.created_at + (now() - a.created_at) * ((j * 0.6180339887) % 1) * 0.999
from (select j, j % 20 as k from generate_series(1::bigint, greatest({{transfers}} - {{heavyRows}} - (select m from sys), 0)) j) x
cross join sys
join gm a on a.n = (x.j * 7919) % sys.m + 1
join gm b on b.n = (((x.j * 7919) % sys.m + 1 + (x.j * 104729) % (sys.m - 1)) % sys.m) + 1;

-- Resolved: at once, a withdrawal a minute later; a pending transfer is not resolved yet.
update plan set resolved_at = case when status = 'pending' then null
  when kind = 'withdrawal' then least(created_at + interval '1 minute', now()) else created_at end;

-- Every generated member's and the heavy member's opening deposit: all it will ever spend, and more.
insert into plan (seq, debit, credit, amount, kind, status, created_at, resolved_at, opening)
select 0, sys.deposits, w.account_id, coalesce(d.spent, 0) + (100 + w.k % 900)::bigint * 100000000, 'deposit', 'posted', w.at, w.at, true
from (select account_id, n as k, created_at as at from gm
      union all select heavy, 0, now() - interval '366 days' from sys) w
cross join sys
left join (select debit, sum(amount) as spent from plan where status <> 'voided' group by debit) d on d.debit = w.account_id;

-- Ids in time order, after the demo's; deposit and withdrawal requests numbered alongside.
create temp table planned as
select (select coalesce(max(id), 0) from transfers) + row_number() over (order by created_at, opening desc, seq) as id,
  case p.kind when 'deposit' then (select coalesce(max(id), 0) from deposits) when 'withdrawal' then (select coalesce(max(id), 0) from withdrawals) end
    + row_number() over (partition by p.kind order by created_at, opening desc, seq) as request_id,
  p.*
from plan p;
create unique index on planned (id);
analyze planned;

-- Running balances per account over the demo's posted transfers and the new ones.
create temp table legs as
with l as (
  select id, debit_account_id as account, -amount as delta, coalesce(resolved_at, created_at) as shown, 'd' as side
    from transfers where status = 'posted'
  union all select id, credit_account_id, amount, coalesce(resolved_at, created_at), 'c' from transfers where status = 'posted'
  union all select id, debit, -amount, resolved_at, 'd' from planned where status = 'posted'
  union all select id, credit, amount, resolved_at, 'c' from planned where status = 'posted'
)
select id, max(running) filter (where side = 'd') as debit_after, max(running) filter (where side = 'c') as credit_after
from (select id, side, sum(delta) over (partition by account order by shown, id) as running from l) r
group by id;
create unique index on legs (id);
analyze legs;

insert into transfers (id, debit_account_id, credit_account_id, amount, kind, status, reference_type, reference_id, memo, idempotency_key,
                       fingerprint, created_by, created_at, resolved_at, debit_balance_after, credit_balance_after)
select p.id, p.debit, p.credit, p.amount, p.kind, p.status,
  case p.kind when 'deposit' then 'deposit' when 'withdrawal' then 'withdrawal' end,
  p.request_id,
  case p.kind when 'transfer' then 'Scale transfer ' || p.id when 'purchase' then 'Scale purchase ' || p.id end,
  'scale:' || p.id, md5('scale:' || p.id), sys.admin, p.created_at, p.resolved_at, l.debit_after, l.credit_after
from planned p cross join sys left join legs l on l.id = p.id
order by p.id;
select setval(pg_get_serial_sequence('transfers', 'id'), (select max(id) from transfers));

-- The demo's own transfers now sit among earlier ones: their running balances follow.
update transfers t set debit_balance_after = l.debit_after, credit_balance_after = l.credit_after
from legs l
where l.id = t.id and t.idempotency_key not like 'scale:%'
  and (t.debit_balance_after, t.credit_balance_after) is distinct from (l.debit_after, l.credit_after);

-- The balances, from the transfers, in one statement (what checkLedger compares them with).
with posted as (
  select account_id, sum(delta) as total from (
    select debit_account_id as account_id, -amount as delta from transfers where status = 'posted'
    union all select credit_account_id, amount from transfers where status = 'posted'
  ) x group by account_id
), pending as (
  select debit_account_id as account_id, sum(amount) as total from transfers where status = 'pending' group by debit_account_id
)
update accounts a set balance = coalesce(po.total, 0), pending_debits = coalesce(pe.total, 0)
from accounts a2 left join posted po on po.account_id = a2.id left join pending pe on pe.account_id = a2.id
where a2.id = a.id and (a.balance, a.pending_debits) is distinct from (coalesce(po.total, 0), coalesce(pe.total, 0));

-- The requests behind the deposits and withdrawals to members, as the back office lists them.
insert into deposits (id, user_id, status, idempotency_key, fingerprint, decided_by, decided_at, created_at, coin, amount, rate,
                      cct_amount, tx_hash, transfer_id)
select p.request_id, a.user_id, 'confirmed', 'scale:d:' || p.id, md5('scale:d:' || p.id), sys.admin, p.resolved_at, p.created_at, 'USDT',
  p.amount, 100000000, p.amount, '0x' || md5('scale:tx:' || p.id) || md5('scale:ty:' || p.id), p.id
from planned p join accounts a on a.id = p.credit cross join sys
where p.kind = 'deposit'
order by p.id;
select setval(pg_get_serial_sequence('deposits', 'id'), (select max(id) from deposits));

insert into withdrawals (id, user_id, status, idempotency_key, fingerprint, decided_by, decided_at, created_at, method, amount, address,
                         payout_tx_hash, transfer_id)
select p.request_id, a.user_id, case p.status when 'posted' then 'confirmed' when 'voided' then 'rejected' else 'pending' end,
  'scale:w:' || p.id, md5('scale:w:' || p.id), case when p.status <> 'pending' then sys.admin end, p.resolved_at, p.created_at,
  'usdt', p.amount, 'T' || substr(md5('scale:addr:' || a.user_id), 1, 33),
  case when p.status = 'posted' then md5('scale:payout:' || p.id) end, p.id
from planned p join accounts a on a.id = p.debit cross join sys
where p.kind = 'withdrawal'
order by p.id;
select setval(pg_get_serial_sequence('withdrawals', 'id'), (select max(id) from withdrawals));
