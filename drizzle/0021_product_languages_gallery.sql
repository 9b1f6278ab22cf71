ALTER TABLE "order_lines" ADD COLUMN "name_vi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_vi" text;--> statement-breakpoint
-- Products' Vietnamese texts move from the glossary into their own columns (decision 198).
UPDATE "products" SET "name_vi" = t."text" FROM "text_translations" t
  WHERE t."language" = 'vi' AND t."source_hash" = md5("products"."name") AND "products"."name_vi" IS NULL;--> statement-breakpoint
UPDATE "products" SET "description_vi" = t."text" FROM "text_translations" t
  WHERE t."language" = 'vi' AND t."source_hash" = md5("products"."description") AND "products"."description" <> '' AND "products"."description_vi" IS NULL;--> statement-breakpoint
-- Lines sold before keep the Vietnamese name readers saw then (decision 199).
UPDATE "order_lines" SET "name_vi" = t."text" FROM "text_translations" t
  WHERE t."language" = 'vi' AND t."source_hash" = md5("order_lines"."name") AND "order_lines"."name_vi" IS NULL;
