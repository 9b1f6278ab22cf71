-- Issue 32 at S2 (decision 282): anchors of the long lists' default orders, so a deep numbered page
-- is read from its nearest anchor and the unfiltered list is counted exactly (app/db/anchors.server.ts).
CREATE TABLE "list_anchors" (
	"list" text NOT NULL,
	"rank" integer NOT NULL,
	"key" bigint NOT NULL,
	CONSTRAINT "list_anchors_list_rank_pk" PRIMARY KEY("list","rank")
);
--> statement-breakpoint
-- A request decided (or made already decided) takes its place among the decided ones by id: the
-- queue's anchors past it no longer have their rank. They go in the deciding transaction, under the
-- lock the job that adds anchors holds while it reads and writes them, so none made from a snapshot
-- before the decision survives it.
CREATE OR REPLACE FUNCTION list_anchors_request_decided() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('list_anchors:' || TG_TABLE_NAME));
  DELETE FROM list_anchors
    WHERE list IN (TG_TABLE_NAME, TG_TABLE_NAME || ':' || coalesce(to_jsonb(NEW) ->> 'method', ''))
      AND key < -NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deposits_list_anchors AFTER INSERT OR UPDATE OF status ON deposits FOR EACH ROW
  WHEN (NEW.status <> 'pending') EXECUTE FUNCTION list_anchors_request_decided();
--> statement-breakpoint
CREATE TRIGGER withdrawals_list_anchors AFTER INSERT OR UPDATE OF status ON withdrawals FOR EACH ROW
  WHEN (NEW.status <> 'pending') EXECUTE FUNCTION list_anchors_request_decided();
