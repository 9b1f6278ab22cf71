CREATE TABLE "control_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text,
	"target_user_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" integer NOT NULL,
	"decided_by" integer,
	"decided_by_operator" boolean DEFAULT false NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD COLUMN "approvals_required" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "approvals_required" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "first_approved_by" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approvals_required" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "control_changes" ADD CONSTRAINT "control_changes_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_changes" ADD CONSTRAINT "control_changes_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_changes" ADD CONSTRAINT "control_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "control_changes_pending_idx" ON "control_changes" USING btree ("kind",coalesce("target_user_id", 0)) WHERE "control_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "control_changes_status_idx" ON "control_changes" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_first_approved_by_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Admins until now held the role since they joined; requests waiting now keep what the threshold asks today.
UPDATE "users" SET "admin_since" = "created_at" WHERE "is_admin";--> statement-breakpoint
UPDATE "adjustment_requests" SET "approvals_required" = 2;--> statement-breakpoint
UPDATE "withdrawals" SET "approvals_required" = 2 WHERE "status" = 'pending' AND "amount" > coalesce((SELECT ("value"::numeric * 100000000)::bigint FROM "wallet_settings" WHERE "key" = 'fourEyes.threshold'), 100000000000);--> statement-breakpoint
UPDATE "deposits" SET "approvals_required" = 2 WHERE "status" = 'pending' AND "cct_amount" > coalesce((SELECT ("value"::numeric * 100000000)::bigint FROM "wallet_settings" WHERE "key" = 'fourEyes.threshold'), 100000000000);
