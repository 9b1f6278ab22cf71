ALTER TABLE "orders" ADD COLUMN "payment_transfer_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_transfer_id_transfers_id_fk" FOREIGN KEY ("payment_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_transfer_idx" ON "orders" USING btree ("payment_transfer_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cct_transfer_check" CHECK (("orders"."payment_method" = 'cct') = ("orders"."payment_transfer_id" is not null));