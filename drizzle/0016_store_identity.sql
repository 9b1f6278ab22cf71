CREATE TABLE "text_translations" (
	"language" text NOT NULL,
	"source_hash" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "text_translations_language_source_hash_pk" PRIMARY KEY("language","source_hash")
);
--> statement-breakpoint
DROP INDEX "products_published_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "banner" text;--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("store_id",("quantity" > 0) desc,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "text_translations_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "text_translations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
