-- {{orders}} orders between generated members and stores, and {{heavyOrders}} in the heavy store
-- (member01's), each with 1 to 3 lines of its store's products (totals: the sum of its lines) and its
-- timeline. Paid by bank transfer: a CCT order's hold would be a ledger transfer of its own.
create temp table scale_orders as select
  (select coalesce(max(id), 0) from orders) as order0,
  {{products}} / {{stores}} as per_store,
  (select id from users where email = 'member@example.com') as heavy_user;

create temp table olines as
select o.o, o.store_id, o.buyer_id, o.created_at, p.id as product_id, p.name, p.price, p.vnd_to_pay, p.ccm_to_pay,
       1 + (o.o + j) % 3 as quantity
from (
  select o, s.heavy_user as store_id,
         (select user_id from gm where n = (o * 7919) % (select count(*) from gm) + 1) as buyer_id,
         now() - make_interval(secs => ({{heavyOrders}} - o + 1) * (31536000.0 / {{heavyOrders}})) as created_at,
         (select product0 from scale_products) + {{products}} + 1 as first_product, 1 as stride,
         {{heavyProducts}} as span
  from generate_series(1::bigint, {{heavyOrders}}) o cross join scale_orders s
  union all
  select {{heavyOrders}} + o, (select user0 from scale_ids) + (o - 1) % {{stores}} + 1,
         (select user_id from gm where n = (o * 104729) % (select count(*) from gm) + 1),
         now() - make_interval(secs => ({{orders}} - o + 1) * (31536000.0 / {{orders}})),
         (select product0 from scale_products) + (o - 1) % {{stores}} + 1, {{stores}}, s.per_store
  from generate_series(1::bigint, {{orders}}) o cross join scale_orders s
) o
cross join generate_series(0, o.o % 3) j
join products p on p.id = o.first_product + ((o.o + j) % o.span) * o.stride;

insert into orders (id, code, store_id, buyer_id, name, phone, email, address, receiving_area, payment_method, status,
                    total_usd, total_vnd, total_ccm, language, idempotency_key, created_at, updated_at)
select s.order0 + l.o, 'SC' || lpad(l.o::text, 8, '0'), l.store_id, l.buyer_id, u.name, u.phone_number, u.email, u.address,
  (array['MB', 'MN', 'AT_HOME'])[1 + l.o % 3], 'bank_vnd',
  (array['completed', 'completed', 'completed', 'completed', 'completed', 'pending', 'confirmed', 'delivery', 'canceled', 'waiting'])[1 + l.o % 10],
  l.usd, l.vnd, l.ccm, case when l.o % 4 = 0 then 'vi' else 'en' end, 'scale:o:' || l.o, l.created_at, l.created_at
from (select o, min(store_id) as store_id, min(buyer_id) as buyer_id, min(created_at) as created_at,
             sum(price * quantity) as usd, sum(vnd_to_pay * quantity) as vnd, sum(ccm_to_pay * quantity) as ccm
      from olines group by o) l
cross join scale_orders s
join users u on u.id = l.buyer_id
order by l.o;
select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders));

insert into order_lines (order_id, product_id, name, quantity, price, vnd_to_pay, ccm_to_pay, total_usd, total_vnd, total_ccm)
select s.order0 + l.o, l.product_id, l.name, l.quantity, l.price, l.vnd_to_pay, l.ccm_to_pay,
       l.price * l.quantity, l.vnd_to_pay * l.quantity, l.ccm_to_pay * l.quantity
from olines l cross join scale_orders s
order by l.o, l.product_id;

-- The timeline: placed by the buyer, then moved by the store when it is no longer pending.
insert into order_events (order_id, actor_id, actor_role, from_status, to_status, created_at)
select o.id, o.buyer_id, 'buyer', null, 'pending', o.created_at
from orders o where o.idempotency_key like 'scale:o:%'
union all
select o.id, o.store_id, 'seller', 'pending', o.status, o.created_at + interval '1 hour'
from orders o where o.idempotency_key like 'scale:o:%' and o.status <> 'pending';
