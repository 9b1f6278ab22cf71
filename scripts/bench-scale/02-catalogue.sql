-- {{products}} products over the {{stores}} generated stores and {{heavyProducts}} more in the heavy store
-- (member01). Product n of the generated stores is store ((n - 1) % stores) + 1: ids are used by the orders.
create temp table scale_products as select max(id) as product0 from products;
select setval(pg_get_serial_sequence('products', 'id'), (select product0 from scale_products));

-- The catalogue-version trigger off for the inserts only, as in 01-members.sql.
alter table products disable trigger products_catalogue_changed;

insert into products (store_id, category_id, name, slug, meta, description, price, vnd_to_pay, ccm_to_pay, discount_percentage,
                      quantity, status, featured, submitted_at, reviewed_at, created_at, updated_at)
select
  (select user0 from scale_ids) + ((n - 1) % {{stores}}) + 1,
  (select id from categories order by id offset (n % (select count(*) from categories)) limit 1),
  'Scale product ' || n,
  'scale-product-' || n,
  'Product ' || n,
  'A generated product, number ' || n || ', for the scale bench.',
  500 + (n * 37) % 20000,
  (500 + (n * 37) % 20000) * 250,
  (500 + (n * 37) % 20000)::bigint * 1000000,
  (n % 4) * 5,
  case when n % 10 = 0 then 0 else 1 + n % 200 end,
  case when n % 20 = 0 then 'waiting' when n % 33 = 0 then 'inactive' else 'published' end,
  n % 97 = 0,
  now() - make_interval(secs => ({{products}} - n + 1) * (31536000.0 / {{products}})),
  case when n % 20 <> 0 then now() - make_interval(secs => ({{products}} - n + 1) * (31536000.0 / {{products}})) end,
  now() - make_interval(secs => ({{products}} - n + 1) * (31536000.0 / {{products}})),
  now() - make_interval(secs => ({{products}} - n + 1) * (31536000.0 / {{products}}))
from generate_series(1::bigint, {{products}}) n
order by n;

insert into products (store_id, name, slug, price, vnd_to_pay, ccm_to_pay, quantity, status, created_at, updated_at)
select (select id from users where email = 'member@example.com'), 'Heavy store product ' || n, 'heavy-product-' || n,
       1000 + n * 10, (1000 + n * 10) * 250, (1000 + n * 10)::bigint * 1000000, 50, 'published',
       now() - make_interval(days => n::int), now() - make_interval(days => n::int)
from generate_series(1::bigint, {{heavyProducts}}) n
order by n;

alter table products enable trigger products_catalogue_changed;
update catalogue_version set version = version + 1 where id = 1;
