import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

import { env } from "~/env.server";

import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface Connection {
  db: Db;
  driver: "postgres" | "pglite";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Who wants to see each SQL statement: the tests count queries with it (one session look-up per
 * page load); a slow-query log could too. Empty in normal running, so it costs one check a query.
 */
export const queryObservers = new Set<(sql: string) => void>();
const logger = { logQuery: (sql: string) => queryObservers.forEach((observe) => observe(sql)) };

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

function connect(): Connection {
  if (env.DATABASE_URL) {
    const client = postgres(env.DATABASE_URL, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema, logger });
    return {
      db: db as unknown as Db,
      driver: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const inMemory = env.DATA_DIR === "memory://";
  const dir = inMemory ? undefined : path.resolve(env.DATA_DIR, "pglite");
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema, logger });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

// One connection per process, kept across dev-server module reloads.
const globalStore = globalThis as unknown as { __dbConnection?: Connection };
const connection = (globalStore.__dbConnection ??= connect());

export const db = connection.db;
export const dbDriver = connection.driver;
export const runMigrations = () => connection.migrate();
export const closeDb = () => connection.close();
