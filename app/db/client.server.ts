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

import { notificationListener, type Subscriber } from "./notification-listener.server";
import { pgliteExtensions } from "./pglite-extensions.server";
import { grantAppRole } from "./roles.server";
import * as schema from "./schema";
import { pgliteRunner, postgresRunner, type SqlRunner } from "./sql-runner.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database or a transaction: what a statement runs on. */
export type Executor = Db | Tx;

interface Connection {
  db: Db;
  driver: "postgres" | "pglite";
  /**
   * Applies the migrations. With MIGRATION_DATABASE_URL, as that (owner) role on a connection
   * opened for it alone, then the app's role is given its privileges (decision 177).
   */
  migrate(): Promise<void>;
  /**
   * Runs `task` while holding the start-up lock: on PostgreSQL an advisory lock of the database,
   * so that processes starting together (cluster workers, several machines) migrate and seed one
   * after the other, never at the same time. PGlite belongs to one process: nothing to wait for.
   */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL: LISTEN on `channel` over a connection of its own, started again whenever it
   * drops. Resolves once listening (or the first attempt failed; it keeps trying). PGlite: there
   * is no other process to hear from, so nothing is opened.
   */
  subscribe(channel: string, subscriber: Subscriber): Promise<void>;
  /**
   * PGlite only: a gzipped tarball of its data folder, taken between two transactions (none open,
   * none starting meanwhile), so that it opens as it was at that instant (decision 251).
   */
  dump?(): Promise<Blob>;
  /** Raw SQL for the job queue (pg-boss's `db` adapter): several statements when there are no values. */
  executeSql: SqlRunner;
  close(): Promise<void>;
}

/** pg_advisory_lock key of the start-up (migrations and seeding): any fixed number of ours. */
const startupLockKey = 7_360_113;

/**
 * Who wants to see each SQL statement: the tests count queries with it (one session look-up per
 * page load); a slow-query log could too. Empty in normal running, so it costs one check a query.
 */
export const queryObservers = new Set<(sql: string) => void>();
const logger = { logQuery: (sql: string) => queryObservers.forEach((observe) => observe(sql)) };

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/**
 * Drizzle asks postgres.js to prepare only the statements it names (`.prepare("…")`); every other
 * query was parsed and planned again on each run. Outside transactions, a statement with parameters
 * is prepared (once per connection, postgres.js's own default) when its text is one of the first
 * `preparedTexts` seen and it has at most `preparedParameters` parameters: Drizzle writes a value
 * list (`in ($1, … $n)`) with one parameter per value, so a visitor choosing the length (a cart's
 * products) must not choose how many statements PostgreSQL keeps (decision 156). A plan a migration
 * invalidates is prepared again by postgres.js.
 */
const preparedTexts = 1000;
const preparedParameters = 32;

function preparing(client: postgres.Sql): postgres.Sql {
  const unsafe = client.unsafe;
  const texts = new Set<string>();
  const preparable = (query: string, count: number) =>
    count > 0 && count <= preparedParameters && (texts.has(query) || (texts.size < preparedTexts && !!texts.add(query)));
  client.unsafe = ((query, parameters, options) =>
    unsafe(
      query,
      parameters,
      preparable(query, parameters?.length ?? 0) ? { ...options, prepare: true } : options,
    )) as typeof unsafe;
  return client;
}

function connect(): Connection {
  if (env.DATABASE_URL) {
    const url = env.DATABASE_URL;
    // jit off for the app's connections (decision 241): its queries are short, and JIT compiled the
    // overview's daily series anew on each request (481 ms instead of 123 at 100 times the data).
    // Memoize off (decision 283): a page's joins planned over a million rows each got a cache sized
    // for the whole table, allocated and freed for 51 rows (transactions page 1: 34 ms, 0.5 without).
    const connection = { jit: "off", enable_memoize: "off" };
    const client = preparing(postgres(url, { max: 10, onnotice: () => {}, connection }));
    const db = drizzlePostgres(client, { schema, logger });
    const listener = notificationListener(url);
    return {
      db: db as unknown as Db,
      driver: "postgres",
      migrate: () =>
        env.MIGRATION_DATABASE_URL
          ? migrateAsOwner(env.MIGRATION_DATABASE_URL, client)
          : migratePostgres(db, { migrationsFolder }),
      async exclusively(task) {
        const reserved = await client.reserve();
        try {
          await reserved`select pg_advisory_lock(${startupLockKey})`;
          try {
            return await task();
          } finally {
            await reserved`select pg_advisory_unlock(${startupLockKey})`;
          }
        } finally {
          reserved.release();
        }
      },
      subscribe: listener.subscribe,
      executeSql: postgresRunner(client),
      close: async () => {
        await Promise.all([listener.close(), client.end({ timeout: 5 })]);
      },
    };
  }
  const inMemory = env.DATA_DIR === "memory://";
  const dir = inMemory ? undefined : path.resolve(env.DATA_DIR, "pglite");
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite({ dataDir: dir, extensions: pgliteExtensions });
  const db = drizzlePglite(client, { schema, logger });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (task) => task(),
    subscribe: () => Promise.resolve(),
    async dump() {
      // The checkpoint writes the changes out to the data files, so the copy needs no WAL replay.
      await client.exec("checkpoint");
      // Holding the transaction lock, no transaction is open and every statement waits.
      return client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
    },
    executeSql: pgliteRunner(client),
    close: () => client.close(),
  };
}

/**
 * Tables made outside Drizzle's migrations (the job queue's schema): made as the owner too, given
 * the runner and the app's role, before the app's role is given its privileges and checked.
 */
const ownerSteps = new Set<(owner: SqlRunner, appRole: string) => Promise<void>>();
export const whenMigratingAsOwner = (step: (owner: SqlRunner, appRole: string) => Promise<void>) => ownerSteps.add(step);

async function migrateAsOwner(url: string, app: postgres.Sql): Promise<void> {
  const owner = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migratePostgres(drizzlePostgres(owner), { migrationsFolder });
    const [{ role }] = await app<{ role: string }[]>`select current_user as role`;
    for (const step of ownerSteps) await step(postgresRunner(owner), role);
    await grantAppRole(owner, app);
  } finally {
    await owner.end({ timeout: 5 });
  }
}

/** Run before the connection closes (the job queue stops its workers), in any order. */
const beforeClose = new Set<() => Promise<void>>();

function closingFirst(connection: Connection): Connection {
  const close = connection.close;
  connection.close = async () => {
    await Promise.allSettled([...beforeClose].map((task) => task()));
    await close();
  };
  return connection;
}

// One connection per process, kept across dev-server module reloads.
const globalStore = globalThis as unknown as { __dbConnection?: Connection };
const connection = (globalStore.__dbConnection ??= closingFirst(connect()));

export const db = connection.db;
export const dbDriver = connection.driver;
export const runMigrations = () => connection.migrate();
export const closeDb = () => connection.close();
/** The embedded database's copy (decision 251); null on PostgreSQL, which pg_dump copies instead. */
export const dumpEmbeddedDatabase = () => connection.dump?.() ?? Promise.resolve(null);
export const whenClosing = (task: () => Promise<void>) => beforeClose.add(task);
export const exclusively = <T>(task: () => Promise<T>) => connection.exclusively(task);
export const executeSql = (text: string, values?: unknown[]) => connection.executeSql(text, values);
export const subscribe = (channel: string, subscriber: Subscriber) => connection.subscribe(channel, subscriber);
