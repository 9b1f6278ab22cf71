DROP INDEX "transfers_debit_idx";--> statement-breakpoint
DROP INDEX "transfers_credit_idx";--> statement-breakpoint
DROP INDEX "transfers_reference_idx";