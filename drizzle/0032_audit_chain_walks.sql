CREATE TABLE "audit_chain_walks" (
	"id" serial PRIMARY KEY NOT NULL,
	"walked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer NOT NULL,
	"entries" bigint NOT NULL,
	"head_id" bigint,
	"head_hash" text,
	"broken_at" bigint
);
