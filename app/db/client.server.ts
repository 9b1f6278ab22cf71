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

import { pgliteExtensions } from "./pglite-extensions.server";
import { grantAppRole } from "./roles.server";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database or a transaction: what a statement runs on. */
export type Executor = Db | Tx;

/** What a subscription to a notification channel is told. */
export interface Subscriber {
  /** A NOTIFY on the channel, from any process (this one included), after its transaction committed. */
  message(payload: string): void;
  /** The subscription started (true) or was lost (false): notifications in between are missed. */
  live(listening: boolean): void;
}

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
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/**
 * pg-boss hands objects (a job's data) as they are, for `pg` to write as JSON; postgres.js and
 * PGlite are given the JSON text.
 */
function sqlValue(value: unknown): unknown {
  // `pg` writes undefined as null; postgres.js refuses it.
  if (value === undefined) return null;
  const plain = value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value);
  return plain && !Buffer.isBuffer(value) ? JSON.stringify(value) : value;
}

/**
 * The statement a process listens on `channel` with; its listening connection runs nothing else,
 * so `pg_stat_activity.query` shows it: that counts the processes listening.
 */
export function listenStatement(channel: string): string {
  return `listen "${channel.replace(/"/g, '""')}"`;
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
    const client = preparing(postgres(url, { max: 10, onnotice: () => {}, connection: { jit: "off" } }));
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
      executeSql: runner(client),
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
    async executeSql(text, values) {
      if (values?.length) return client.query<Record<string, unknown>>(text, values.map(sqlValue));
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => client.close(),
  };
}

/** Raw SQL as the connection of `executeSql` runs it. */
export type SqlRunner = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Tables made outside Drizzle's migrations (the job queue's schema): made as the owner too, given
 * the runner and the app's role, before the app's role is given its privileges and checked.
 */
const ownerSteps = new Set<(owner: SqlRunner, appRole: string) => Promise<void>>();
export const whenMigratingAsOwner = (step: (owner: SqlRunner, appRole: string) => Promise<void>) => ownerSteps.add(step);

function runner(client: postgres.Sql): SqlRunner {
  return async (text, values) => {
    // pg-boss wraps its schema changes in BEGIN … COMMIT, one text: postgres.js runs a transaction
    // only on a connection set apart for it.
    if (/^\s*begin\b/i.test(text)) {
      const reserved = await client.reserve();
      try {
        await reserved.unsafe(text);
        return { rows: [] };
      } finally {
        reserved.release();
      }
    }
    const result = (await client.unsafe(text, (values ?? []).map(sqlValue) as never[])) as unknown[];
    // Several statements (no values): one list of rows per statement; the last one's count.
    const rows = Array.isArray(result[0]) ? (result.at(-1) as unknown[]) : result;
    return { rows: rows as Record<string, unknown>[] };
  };
}

async function migrateAsOwner(url: string, app: postgres.Sql): Promise<void> {
  const owner = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migratePostgres(drizzlePostgres(owner), { migrationsFolder });
    const [{ role }] = await app<{ role: string }[]>`select current_user as role`;
    for (const step of ownerSteps) await step(runner(owner), role);
    await grantAppRole(owner, app);
  } finally {
    await owner.end({ timeout: 5 });
  }
}

/**
 * One dedicated PostgreSQL connection for LISTEN (a pooled connection could be handed to a query
 * and lose its LISTEN). When it closes, subscribers hear `live(false)` and it listens again, every
 * second until the database answers.
 */
function notificationListener(url: string) {
  const subscribers = new Map<string, Subscriber>();
  const listening = new Set<string>();
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // postgres.js reads `onnotify` from the options (its own `sql.listen` uses it) but does not
  // declare it; `sql.listen` itself would give up for good after one failed reconnection.
  const onnotify = (channel: string, payload: string) => subscribers.get(channel)?.message(payload);
  const sql = postgres(url, {
    max: 1,
    max_lifetime: null,
    connect_timeout: 10,
    fetch_types: false,
    onnotice: () => {},
    onclose: () => {
      if (closed) return;
      listening.clear();
      subscribers.forEach((s) => s.live(false));
      listenSoon();
    },
    ...({ onnotify } as object),
  });
  const listen = async (channel: string) => {
    try {
      await sql.unsafe(listenStatement(channel));
      listening.add(channel);
      subscribers.get(channel)?.live(true);
    } catch {
      subscribers.get(channel)?.live(false);
      listenSoon();
    }
  };
  function listenSoon() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      for (const channel of subscribers.keys()) void listen(channel);
    }, 1000);
    retry.unref();
  }
  return {
    subscribe(channel: string, subscriber: Subscriber): Promise<void> {
      // A second subscription to a channel (a reloaded module in development) replaces the first.
      const again = subscribers.has(channel);
      subscribers.set(channel, subscriber);
      if (!again) return listen(channel);
      if (listening.has(channel)) subscriber.live(true);
      return Promise.resolve();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await sql.end({ timeout: 1 });
    },
  };
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
