-- The audit log's hash chain (decision 178). An entry's hash is the SHA-256, in lowercase hex, of the
-- UTF-8 text of one JSON array: the previous entry's hash (null for the first entry), then the entry's
-- id, created_at (UTC, microseconds, "YYYY-MM-DDTHH:MI:SS.ffffffZ"), actor_id, actor_account, action,
-- target_type, target_id, before, after and ip, written as PostgreSQL's jsonb text (keys sorted, one
-- spelling per value whatever order the keys arrived in). Hashing and checking both call this function.
CREATE FUNCTION "audit_log_hash"(e "audit_log") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    e.prev_hash, e.id, to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    e.actor_id, e.actor_account, e.action, e.target_type, e.target_id, e.before, e.after, e.ip
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Every new entry, whoever writes it, is chained onto the newest one. The chain's end is taken under a
-- transaction-long advisory lock (key 7360114), so writers append one after the other and an entry rolled
-- back is never anyone's predecessor; the entry's id is drawn again when a writer that drew it earlier got
-- the lock later, so the ids follow the chain. Under READ COMMITTED only: an older snapshot would not see
-- the newest entry and would fork the chain.
CREATE FUNCTION "audit_log_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_id bigint;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'audit_log entries are written under READ COMMITTED only';
  END IF;
  PERFORM pg_advisory_xact_lock(7360114);
  SELECT "id", "hash" INTO last_id, NEW."prev_hash" FROM "audit_log" ORDER BY "id" DESC LIMIT 1;
  IF NEW."id" <= last_id THEN
    NEW."id" := nextval(pg_get_serial_sequence('audit_log', 'id'));
    IF NEW."id" <= last_id THEN
      RAISE EXCEPTION 'audit_log id % is not after the newest entry %', NEW."id", last_id;
    END IF;
  END IF;
  NEW."hash" := "audit_log_hash"(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- The entries written before the chain existed are chained in id order, once.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
DO $$
DECLARE
  e "audit_log";
  prev text;
BEGIN
  FOR e IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
    e."prev_hash" := prev;
    prev := "audit_log_hash"(e);
    UPDATE "audit_log" SET "prev_hash" = e."prev_hash", "hash" = prev WHERE "id" = e."id";
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_chain"();
