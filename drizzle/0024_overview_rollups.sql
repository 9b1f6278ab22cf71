CREATE TABLE "overview_days" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "overview_days_day_metric_pk" PRIMARY KEY("day","metric")
);
--> statement-breakpoint
CREATE TABLE "overview_deltas" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written below (decision 263): what each row counts for, the triggers that append a write's
-- change to overview_deltas in the writer's transaction, the fold into overview_days, and the backfill.
-- A day is a New York calendar day (decision 103), as in app/lib/dates.ts.
CREATE FUNCTION overview_order_figures(o orders) RETURNS TABLE (day date, metric text, count bigint, amount bigint)
LANGUAGE sql STABLE AS $$
  SELECT (o.created_at AT TIME ZONE 'America/New_York')::date, m.metric, 1::bigint, m.amount
  FROM (VALUES
    ('orders', 0::bigint),
    ('orders:' || o.status, 0),
    (CASE WHEN o.status NOT IN ('canceled', 'rejected') THEN 'live' END, o.total_usd),
    (CASE WHEN o.status NOT IN ('canceled', 'rejected') AND o.payment_method = 'bank_vnd' THEN 'live:vnd' END, o.total_vnd),
    (CASE WHEN o.status NOT IN ('canceled', 'rejected') AND o.payment_method = 'cct' THEN 'live:cct' END, o.total_ccm)
  ) m (metric, amount)
  WHERE m.metric IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION overview_user_figures(u users) RETURNS TABLE (day date, metric text, count bigint, amount bigint)
LANGUAGE sql STABLE AS $$
  SELECT (u.created_at AT TIME ZONE 'America/New_York')::date, m.metric, 1::bigint, 0::bigint
  FROM (VALUES ('members'), (CASE WHEN u.email_verified_at IS NOT NULL THEN 'members:activated' END)) m (metric)
  WHERE m.metric IS NOT NULL AND lower(u.account) <> 'default'
$$;
--> statement-breakpoint
CREATE FUNCTION overview_deposit_figures(d deposits) RETURNS TABLE (day date, metric text, count bigint, amount bigint)
LANGUAGE sql STABLE AS $$
  SELECT (d.decided_at AT TIME ZONE 'America/New_York')::date, 'deposits', 1::bigint, d.cct_amount
  WHERE d.status = 'confirmed' AND d.decided_at IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION overview_withdrawal_figures(w withdrawals) RETURNS TABLE (day date, metric text, count bigint, amount bigint)
LANGUAGE sql STABLE AS $$
  SELECT (w.decided_at AT TIME ZONE 'America/New_York')::date, 'withdrawals', 1::bigint, w.amount
  WHERE w.status = 'confirmed' AND w.decided_at IS NOT NULL
$$;
--> statement-breakpoint
-- One statement's change: what its new rows count for, less what its old rows counted for, netted per
-- day and metric (an update that moves nothing the overview shows appends nothing). Appends only: two
-- writers never wait for each other here, whatever they write.
CREATE FUNCTION overview_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO overview_deltas (day, metric, count, amount)
     SELECT f.day, f.metric, sum(f.count * s.sign)::bigint, sum(f.amount * s.sign)::bigint
     FROM (%s) s CROSS JOIN LATERAL %I(s.r) f
     GROUP BY f.day, f.metric
     HAVING sum(f.count * s.sign) <> 0 OR sum(f.amount * s.sign) <> 0',
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT r, 1 AS sign FROM new_rows r'
      WHEN 'DELETE' THEN 'SELECT r, -1 AS sign FROM old_rows r'
      ELSE 'SELECT r, 1 AS sign FROM new_rows r UNION ALL SELECT r, -1 FROM old_rows r'
    END,
    TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER overview_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_order_figures');
--> statement-breakpoint
CREATE TRIGGER overview_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_order_figures');
--> statement-breakpoint
CREATE TRIGGER overview_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_order_figures');
--> statement-breakpoint
CREATE TRIGGER overview_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_user_figures');
--> statement-breakpoint
CREATE TRIGGER overview_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_user_figures');
--> statement-breakpoint
CREATE TRIGGER overview_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_user_figures');
--> statement-breakpoint
CREATE TRIGGER overview_deposits_insert AFTER INSERT ON deposits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_deposit_figures');
--> statement-breakpoint
CREATE TRIGGER overview_deposits_update AFTER UPDATE ON deposits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_deposit_figures');
--> statement-breakpoint
CREATE TRIGGER overview_deposits_delete AFTER DELETE ON deposits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_deposit_figures');
--> statement-breakpoint
CREATE TRIGGER overview_withdrawals_insert AFTER INSERT ON withdrawals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_withdrawal_figures');
--> statement-breakpoint
CREATE TRIGGER overview_withdrawals_update AFTER UPDATE ON withdrawals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_withdrawal_figures');
--> statement-breakpoint
CREATE TRIGGER overview_withdrawals_delete AFTER DELETE ON withdrawals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION overview_rows_changed('overview_withdrawal_figures');
--> statement-breakpoint
-- Moves the deltas into the days, one folder at a time (the others skip: the overview reads the sum of
-- both tables, so a fold is never needed for a right answer, only to keep the deltas few).
CREATE FUNCTION overview_fold() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('overview_fold')) THEN
    RETURN;
  END IF;
  WITH moved AS (DELETE FROM overview_deltas RETURNING day, metric, count, amount)
  INSERT INTO overview_days (day, metric, count, amount)
  SELECT day, metric, sum(count)::bigint, sum(amount)::bigint FROM moved GROUP BY day, metric ORDER BY day, metric
  ON CONFLICT (day, metric) DO UPDATE
    SET count = overview_days.count + excluded.count, amount = overview_days.amount + excluded.amount;
END
$$;
--> statement-breakpoint
-- The rows already there (the triggers above lock each table until this migration commits: no write slips between).
INSERT INTO overview_days (day, metric, count, amount)
SELECT f.day, f.metric, sum(f.count)::bigint, sum(f.amount)::bigint
FROM (
  SELECT f.* FROM orders r CROSS JOIN LATERAL overview_order_figures(r) f
  UNION ALL SELECT f.* FROM users r CROSS JOIN LATERAL overview_user_figures(r) f
  UNION ALL SELECT f.* FROM deposits r CROSS JOIN LATERAL overview_deposit_figures(r) f
  UNION ALL SELECT f.* FROM withdrawals r CROSS JOIN LATERAL overview_withdrawal_figures(r) f
) f
GROUP BY f.day, f.metric;
