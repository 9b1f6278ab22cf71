ALTER TABLE "shops" ADD COLUMN "bank_bin" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "bank_holder" text;