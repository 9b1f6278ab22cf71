CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'published';--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shops_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "shops" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "card_offers_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "card_offers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_catalogue_changed" AFTER INSERT OR DELETE OR UPDATE OF "name", "account", "phone_number", "address", "locked_at" ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_changed"();
