CREATE TABLE "member_account_totals" (
	"accounts" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"held" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written below (decision 266). The members' accounts together: each statement on accounts
-- appends what its member rows add, less what they held before, in the writer's transaction (a plain
-- insert: two transfers never wait for each other here). A statement that moves nothing the totals
-- show (a transfer between two members, a system account's change) appends nothing.
CREATE FUNCTION member_accounts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_account_totals (accounts, balance, held)
    SELECT count(*), sum(balance), sum(pending_debits) FROM new_rows WHERE kind = 'member' HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO member_account_totals (accounts, balance, held)
    SELECT -count(*), -sum(balance), -sum(pending_debits) FROM old_rows WHERE kind = 'member' HAVING count(*) > 0;
  ELSE
    INSERT INTO member_account_totals (accounts, balance, held)
    SELECT sum(n), sum(b), sum(h) FROM (
      SELECT 1 AS n, balance AS b, pending_debits AS h FROM new_rows WHERE kind = 'member'
      UNION ALL SELECT -1, -balance, -pending_debits FROM old_rows WHERE kind = 'member'
    ) c
    HAVING sum(n) <> 0 OR sum(b) <> 0 OR sum(h) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER member_accounts_insert AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER member_accounts_update AFTER UPDATE ON accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER member_accounts_delete AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_accounts_changed();
--> statement-breakpoint
-- The accounts already there (the triggers above lock accounts until this migration commits).
INSERT INTO member_account_totals (accounts, balance, held)
SELECT count(*), coalesce(sum(balance), 0), coalesce(sum(pending_debits), 0) FROM accounts WHERE kind = 'member';
--> statement-breakpoint
-- The orders report's totals per status (decision 266): "orders:<status>" carries the orders' USD
-- cents from now on (it counted them with 0), and "vnd:<status>" their đồng. Orders are locked until
-- this migration commits, so no order's delta falls between the old figures dropped and the new ones.
LOCK TABLE orders IN SHARE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_order_figures(o orders) RETURNS TABLE (day date, metric text, count bigint, amount bigint)
LANGUAGE sql STABLE AS $$
  SELECT (o.created_at AT TIME ZONE 'America/New_York')::date, m.metric, 1::bigint, m.amount
  FROM (VALUES
    ('orders', 0::bigint),
    ('orders:' || o.status, o.total_usd),
    ('vnd:' || o.status, o.total_vnd),
    (CASE WHEN o.status NOT IN ('canceled', 'rejected') THEN 'live' END, o.total_usd),
    (CASE WHEN o.status NOT IN ('canceled', 'rejected') AND o.payment_method = 'bank_vnd' THEN 'live:vnd' END, o.total_vnd),
    (CASE WHEN o.status NOT IN ('canceled', 'rejected') AND o.payment_method = 'cct' THEN 'live:cct' END, o.total_ccm)
  ) m (metric, amount)
  WHERE m.metric IS NOT NULL
$$;
--> statement-breakpoint
DELETE FROM overview_deltas WHERE metric LIKE 'orders:%' OR metric LIKE 'vnd:%';
--> statement-breakpoint
DELETE FROM overview_days WHERE metric LIKE 'orders:%' OR metric LIKE 'vnd:%';
--> statement-breakpoint
INSERT INTO overview_days (day, metric, count, amount)
SELECT f.day, f.metric, sum(f.count)::bigint, sum(f.amount)::bigint
FROM orders r CROSS JOIN LATERAL overview_order_figures(r) f
WHERE f.metric LIKE 'orders:%' OR f.metric LIKE 'vnd:%'
GROUP BY f.day, f.metric;
--> statement-breakpoint
-- One fold for both rollups: the overview's view and its scheduled job (decision 263) keep both few.
CREATE OR REPLACE FUNCTION overview_fold() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('overview_fold')) THEN
    RETURN;
  END IF;
  WITH moved AS (DELETE FROM overview_deltas RETURNING day, metric, count, amount)
  INSERT INTO overview_days (day, metric, count, amount)
  SELECT day, metric, sum(count)::bigint, sum(amount)::bigint FROM moved GROUP BY day, metric ORDER BY day, metric
  ON CONFLICT (day, metric) DO UPDATE
    SET count = overview_days.count + excluded.count, amount = overview_days.amount + excluded.amount;
  WITH moved AS (DELETE FROM member_account_totals RETURNING accounts, balance, held)
  INSERT INTO member_account_totals (accounts, balance, held)
  SELECT sum(accounts), sum(balance), sum(held) FROM moved HAVING count(*) > 0;
END
$$;
