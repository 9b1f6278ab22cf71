CREATE TABLE "text_translations" (
	"language" text NOT NULL,
	"source_hash" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "text_translations_language_source_hash_pk" PRIMARY KEY("language","source_hash")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "banner" text;