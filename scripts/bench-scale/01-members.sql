-- Members, their wallets and 2,000-odd stores ({{members}} members, {{stores}} of them with a store).
-- Every generated member signs in with the demo member's password (its hash is copied): the bench
-- can sign in as any of them. Accounts are gm<n>: unique whatever the demo holds.
-- The referrer is an older generated member (users_referrer_check: referrer_id < id), or none.
-- The sequence restarts right after the newest user (the demo's may have drawn ids it never kept),
-- so the generated ids run on without gaps: stores and referrers are found by arithmetic.
create temp table scale_ids as select max(id) as user0 from users;
select setval(pg_get_serial_sequence('users', 'id'), (select user0 from scale_ids));

-- The catalogue-version triggers (migration 0015) would bump their one row once per new user, store
-- and product at commit: a hundred thousand updates of one row in one transaction, which PostgreSQL
-- makes quadratic (each must step over every version before it). They are switched off for the
-- inserts only, inside this file's transaction (nobody else ever sees them off), and the version is
-- bumped once at the end, as one commit of the app would.
alter table users disable trigger users_catalogue_changed;
alter table shops disable trigger shops_catalogue_changed;

insert into users (name, email, phone_number, address, account, password_hash, email_verified_at, referrer_id, created_at, updated_at)
select
  'Member ' || n,
  'gm' || n || '@scale.example.com',
  '+8490' || lpad(n::text, 7, '0'),
  n || ' Scale Street, Hanoi',
  'gm' || n,
  (select password_hash from users where email = 'member@example.com'),
  now() - make_interval(secs => ({{members}} - n + 1) * (31536000.0 / {{members}})),
  case when n > 10 and n % 3 = 0 then (select user0 from scale_ids) + (n * 7919) % (n - 1) + 1 end,
  now() - make_interval(secs => ({{members}} - n + 1) * (31536000.0 / {{members}})),
  now() - make_interval(secs => ({{members}} - n + 1) * (31536000.0 / {{members}}))
from generate_series(1::bigint, {{members}}) n
order by n;

insert into accounts (kind, user_id, created_at)
select 'member', u.id, u.created_at from users u where u.id > (select user0 from scale_ids) order by u.id;

-- The first {{stores}} generated members run a store (a shops row: an identity and bank details).
insert into shops (user_id, active, description, bank_bin, bank_account, bank_holder)
select (select user0 from scale_ids) + s, s % 50 <> 0, 'Store number ' || s, '970436', lpad(s::text, 10, '1'), 'MEMBER ' || s
from generate_series(1::bigint, {{stores}}) s;

alter table users enable trigger users_catalogue_changed;
alter table shops enable trigger shops_catalogue_changed;
update catalogue_version set version = version + 1 where id = 1;
