ALTER TABLE "users" ADD COLUMN "staff_since" timestamp with time zone;--> statement-breakpoint
-- Existing staff (decision 291): since their latest grant in the audit log; without one, since now (a day from now they first-approve again).
UPDATE "users" SET "staff_since" = coalesce(
  (SELECT max(a."created_at") FROM "audit_log" a
    WHERE a."action" = 'user.roles' AND a."target_type" = 'user' AND a."target_id" = "users"."id"::text
      AND (a."after"->>'is_staff') = 'true' AND coalesce(a."before"->>'is_staff', 'false') <> 'true'),
  now()
) WHERE "is_staff";
