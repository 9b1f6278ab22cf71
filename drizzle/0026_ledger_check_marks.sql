CREATE TABLE "ledger_check_marks" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"posted" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_check_open" (
	"transfer_id" bigint PRIMARY KEY NOT NULL,
	"pending" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_checks" ADD COLUMN "kind" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_checks" ADD COLUMN "through_transfer_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_check_marks" ADD CONSTRAINT "ledger_check_marks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_pending_idx" ON "transfers" USING btree ("id","debit_account_id","amount") WHERE "transfers"."status" = 'pending';