-- Search that understands Vietnamese typing (decision 190): accents and case folded away by one
-- IMMUTABLE function (unaccent() itself is only STABLE, it reads a dictionary), and trigram indexes
-- on the folded texts so that `like '%…%'` and word similarity (`%>`) can use an index.
-- Created by the migrating (owner) role: the app role only calls them (decision 177).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() first, lower() after: lower() of "Đ" or "Ầ" depends on the database's ctype (a C
-- database leaves them), lower() of the plain letters unaccent() leaves never does. The dictionary
-- and the function are named with their schema, so that an index never depends on search_path.
DO $do$
DECLARE
  home text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent');
BEGIN
  EXECUTE format(
    $f$CREATE OR REPLACE FUNCTION "search_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $body$ SELECT lower(%1$I.unaccent(%2$L::regdictionary, $1)) $body$$f$,
    home, quote_ident(home) || '.unaccent');
END
$do$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_search_idx" ON "products" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_description_search_idx" ON "products" USING gin (search_fold("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_vi_search_idx" ON "products" USING gin (search_fold("name_vi") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_description_vi_search_idx" ON "products" USING gin (search_fold("description_vi") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_search_idx" ON "users" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_account_search_idx" ON "users" USING gin (search_fold("account") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_search_idx" ON "users" USING gin (search_fold("email") gin_trgm_ops);
--> statement-breakpoint
-- The phone number is searched as typed, but an OR with one unindexed branch reads the whole table.
CREATE INDEX IF NOT EXISTS "users_phone_search_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);
