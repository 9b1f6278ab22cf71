import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // A second role for migrations (decision 177): DATABASE_URL's role then cannot alter the tables.
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "MIGRATION_DATABASE_URL must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./.data"),
  SESSION_SECRET: z.string().min(16).optional(),
  APP_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// URL")
    .optional(),
  MAIL_FROM: z.string().default("CCT Marketplace <no-reply@example.com>"),
  // A mail the SMTP server did not take is tried again this many times, the first after
  // MAIL_RETRY_SECONDS, each wait about twice the last (decision 254).
  MAIL_RETRIES: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).default(60),
  // The ledger's full check, a scheduled job: every LEDGER_CHECK_MINUTES of the hour (decision 241, 254).
  LEDGER_CHECK_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  // Demo data on an empty database: unset means yes except in production.
  SEED_DEMO: z
    .enum(["1", "0", "true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "1" || v === "true")),
  // Images in S3-compatible object storage (shared by several app processes); unset: a folder under DATA_DIR.
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  TRUST_PROXY: z
    .enum(["1", "0", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string };

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL) {
    throw new Error(
      "Invalid environment: MIGRATION_DATABASE_URL needs DATABASE_URL (the app's role on the same database); the embedded database has one role",
    );
  }
  if (!env.SESSION_SECRET) {
    if (env.NODE_ENV === "production") {
      throw new Error("Invalid environment: SESSION_SECRET is required in production (at least 16 characters)");
    }
    return { ...env, SESSION_SECRET: "development-only-session-secret" };
  }
  return env as Env;
}

export const env = load();
