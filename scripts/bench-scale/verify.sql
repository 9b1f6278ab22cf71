-- The ledger's invariants on the generated data (checkLedger's, plus the running balances the
-- statement shows), and the audit chain: one row, every figure 0 when all holds.
with posted as (
  select account_id, sum(delta) as total from (
    select debit_account_id as account_id, -amount as delta from transfers where status = 'posted'
    union all select credit_account_id, amount from transfers where status = 'posted'
  ) x group by account_id
), pending as (
  select debit_account_id as account_id, sum(amount) as total from transfers where status = 'pending' group by debit_account_id
), running as (
  select id, side, after, sum(delta) over (partition by account order by shown, id) as expected from (
    select id, 'd' as side, debit_account_id as account, -amount as delta, coalesce(resolved_at, created_at) as shown,
           debit_balance_after as after from transfers where status = 'posted'
    union all select id, 'c', credit_account_id, amount, coalesce(resolved_at, created_at), credit_balance_after
      from transfers where status = 'posted'
  ) l
), chain as (
  select hash, prev_hash, lag(hash) over (order by id) as previous, audit_log_hash(a) as computed from audit_log a
)
select
  (select coalesce(sum(balance), 0) from accounts)::text as "sum",
  (select count(*) from accounts where kind = 'member' and (balance < 0 or balance - pending_debits < 0))::int as "negativeMembers",
  (select count(*) from accounts a left join posted p on p.account_id = a.id where a.balance <> coalesce(p.total, 0))::int as "mismatched",
  (select count(*) from accounts a left join pending p on p.account_id = a.id
     where a.pending_debits <> coalesce(p.total, 0))::int as "pendingMismatched",
  (select count(*) from running where after is distinct from expected)::int as "runningMismatched",
  (select count(*) from chain where hash is distinct from computed or prev_hash is distinct from previous)::int as "auditChainBroken";
