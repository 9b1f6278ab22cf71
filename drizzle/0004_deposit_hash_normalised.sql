-- Claims of one payment made twice (once with 0x, once without) before hashes were compared
-- without their prefix: the later ones are marked so the new unique index can be built; an admin
-- sees the mark on the request and rejects it.
UPDATE "deposits" d SET "tx_hash" = d."tx_hash" || '-duplicate-' || d."id"
WHERE EXISTS (
  SELECT 1 FROM "deposits" e
  WHERE e."coin" = d."coin" AND e."id" < d."id"
    AND lower(regexp_replace(e."tx_hash", '^0x', '', 'i')) = lower(regexp_replace(d."tx_hash", '^0x', '', 'i'))
);--> statement-breakpoint
DROP INDEX "deposits_tx_hash_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_tx_hash_norm_idx" ON "deposits" USING btree ("coin",lower(regexp_replace("tx_hash", '^0x', '', 'i')));