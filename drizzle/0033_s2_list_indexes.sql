-- Issue 32 at S2 (decision 277). The Report's search (?q=: a code or a phone containing the text, any
-- case) read every order: trigram indexes on both columns (pg_trgm, migration 0022) let each branch of
-- its OR use an index. The moderation queue's own order, as product-moderation.server.ts writes it:
-- its first key is also the "waiting" / "decided" filter (an index condition), and the filters'
-- columns follow so that its bounded count is read from the index alone.
CREATE INDEX "orders_code_search_idx" ON "orders" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_search_idx" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_review_order_idx" ON "products" USING btree (("status" = 'waiting' or coalesce("revision_state" = 'waiting', false)) desc,(case when ("status" = 'waiting' or coalesce("revision_state" = 'waiting', false)) then "submitted_at" end),"updated_at" DESC NULLS FIRST,"id","store_id","status","revision_state");