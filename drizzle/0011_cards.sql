CREATE TABLE "card_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture" text,
	"discount_percentage" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"vnd_to_pay" bigint DEFAULT 0 NOT NULL,
	"ccm_to_pay" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_offers_discount_check" CHECK ("card_offers"."discount_percentage" between 0 and 100),
	CONSTRAINT "card_offers_price_check" CHECK ("card_offers"."price" >= 0 and "card_offers"."vnd_to_pay" >= 0 and "card_offers"."ccm_to_pay" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_percentage" integer NOT NULL,
	"batch" text,
	"note" text,
	"offer_id" integer,
	"bought_by" integer,
	"purchase_transfer_id" bigint,
	"used_by" integer,
	"used_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"disabled_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_discount_check" CHECK ("cards"."discount_percentage" between 0 and 100),
	CONSTRAINT "cards_used_check" CHECK ("cards"."used_by" is null or "cards"."used_at" is not null),
	CONSTRAINT "cards_disabled_unused_check" CHECK ("cards"."disabled_at" is null or "cards"."used_at" is null)
);
--> statement-breakpoint
ALTER TABLE "card_offers" ADD CONSTRAINT "card_offers_store_id_users_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_offers" ADD CONSTRAINT "card_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_offer_id_card_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."card_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_bought_by_users_id_fk" FOREIGN KEY ("bought_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_purchase_transfer_id_transfers_id_fk" FOREIGN KEY ("purchase_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_offers_store_idx" ON "card_offers" USING btree ("store_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_code_idx" ON "cards" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_used_by_idx" ON "cards" USING btree ("used_by");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_purchase_transfer_idx" ON "cards" USING btree ("purchase_transfer_id");--> statement-breakpoint
CREATE INDEX "cards_batch_idx" ON "cards" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "cards_created_idx" ON "cards" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cards_bought_by_idx" ON "cards" USING btree ("bought_by");