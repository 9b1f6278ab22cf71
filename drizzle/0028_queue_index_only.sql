DROP INDEX "deposits_queue_idx";--> statement-breakpoint
DROP INDEX "withdrawals_queue_idx";--> statement-breakpoint
CREATE INDEX "deposits_queue_idx" ON "deposits" USING btree (("status" <> 'pending'),(case when "status" = 'pending' then "id" else -"id" end),"id","status");--> statement-breakpoint
CREATE INDEX "withdrawals_queue_idx" ON "withdrawals" USING btree (("status" <> 'pending'),(case when "status" = 'pending' then "id" else -"id" end),"method","id","status");