CREATE TABLE "package_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"package_name_en" text NOT NULL,
	"package_name_vi" text NOT NULL,
	"price" bigint NOT NULL,
	"commission_percentage" integer NOT NULL,
	"referrer_id" integer,
	"commission" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'purchased' NOT NULL,
	"commission_reclaimed" bigint DEFAULT 0 NOT NULL,
	"refund_reason" text,
	"refunded_by" integer,
	"refunded_at" timestamp with time zone,
	"refund_key" text,
	"payment_transfer_id" bigint,
	"commission_transfer_id" bigint,
	"refund_transfer_id" bigint,
	"reclaim_transfer_id" bigint,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_purchases_price_check" CHECK ("package_purchases"."price" > 0),
	CONSTRAINT "package_purchases_commission_check" CHECK ("package_purchases"."commission" >= 0 and "package_purchases"."commission" <= "package_purchases"."price" and "package_purchases"."commission_reclaimed" >= 0 and "package_purchases"."commission_reclaimed" <= "package_purchases"."commission"),
	CONSTRAINT "package_purchases_percentage_check" CHECK ("package_purchases"."commission_percentage" between 0 and 100),
	CONSTRAINT "package_purchases_referrer_check" CHECK ("package_purchases"."referrer_id" is null or "package_purchases"."referrer_id" <> "package_purchases"."user_id"),
	CONSTRAINT "package_purchases_refund_check" CHECK (("package_purchases"."status" = 'refunded') = ("package_purchases"."refunded_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_vi" text DEFAULT '' NOT NULL,
	"benefits_en" text DEFAULT '' NOT NULL,
	"benefits_vi" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"commission_percentage" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_price_check" CHECK ("packages"."price" > 0),
	CONSTRAINT "packages_commission_check" CHECK ("packages"."commission_percentage" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_payment_transfer_id_transfers_id_fk" FOREIGN KEY ("payment_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_commission_transfer_id_transfers_id_fk" FOREIGN KEY ("commission_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_refund_transfer_id_transfers_id_fk" FOREIGN KEY ("refund_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_reclaim_transfer_id_transfers_id_fk" FOREIGN KEY ("reclaim_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_purchases_idempotency_key_idx" ON "package_purchases" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "package_purchases_refund_key_idx" ON "package_purchases" USING btree ("refund_key");--> statement-breakpoint
CREATE INDEX "package_purchases_user_idx" ON "package_purchases" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "package_purchases_referrer_idx" ON "package_purchases" USING btree ("referrer_id","user_id");--> statement-breakpoint
CREATE INDEX "package_purchases_package_idx" ON "package_purchases" USING btree ("package_id","id");--> statement-breakpoint
CREATE INDEX "packages_position_idx" ON "packages" USING btree ("active","position","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referrer_check" CHECK ("users"."referrer_id" is null or "users"."referrer_id" < "users"."id");