-- Decision 288: a package refund whose commission the referrer cannot give back in full waits for a
-- second admin, as a large adjustment does (adjustment_requests); at most one waits per purchase.
CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approvals_required" smallint DEFAULT 1 NOT NULL,
	"two_factor_required" boolean DEFAULT false NOT NULL,
	"purchase_id" integer NOT NULL,
	"memo" text NOT NULL,
	"requested_by" integer NOT NULL,
	"shortfall" bigint NOT NULL,
	CONSTRAINT "refund_requests_shortfall_check" CHECK ("refund_requests"."shortfall" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_idempotency_key_idx" ON "refund_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_pending_idx" ON "refund_requests" USING btree ("purchase_id") WHERE "refund_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "refund_requests_purchase_idx" ON "refund_requests" USING btree ("purchase_id","id");