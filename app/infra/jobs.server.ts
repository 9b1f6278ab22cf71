import { setImmediate, setTimeout } from "node:timers/promises";
import PgBoss from "pg-boss";

import { executeSql, whenClosing, whenMigratingAsOwner } from "~/db/client.server";
import type { SqlRunner } from "~/db/sql-runner.server";
import { log, logError } from "~/infra/log.server";

import { jobRuns, jobStates } from "./metrics.server";

/**
 * Background work on pg-boss (decision 254): its tables live in the app's database (schema
 * `pgboss`), on PostgreSQL and on the embedded PGlite alike, through our connection (`executeSql`),
 * so a job is taken by one process of all those sharing the database, and a scheduled one is sent
 * once per slot whichever processes are running.
 */

export interface JobDefinition<T extends object> {
  /** Does the work; throwing fails this attempt (retried while attempts remain). */
  handle(data: T, attempt: { retryCount: number; retryLimit: number }): Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Each wait about twice the last. */
  retryBackoff?: boolean;
  /** How often an idle worker looks for work; a job sent by this process wakes it at once. */
  pollingSeconds?: number;
  /** Workers of this job in each process: a job at a time each (pg-boss 10 has no local concurrency). */
  concurrency?: number;
  /**
   * "stately": at most one waiting and one running, across all the processes (pg-boss's queue
   * policy): sending while one waits queues nothing (`sendJobOnce`).
   */
  policy?: "stately";
}

export const jobSchema = "pgboss";

const definitions = new Map<string, JobDefinition<object>>();
const workers = new Map<string, string[]>();
const working = new Set<string>();
const store = globalThis as unknown as { __jobs?: Promise<PgBoss> };

/** Declares a job: every process that starts the queue works it. */
export function defineJob<T extends object>(name: string, definition: JobDefinition<T>): void {
  definitions.set(name, definition as JobDefinition<object>);
  // Defined after the queue started: its worker starts now.
  void store.__jobs?.then((boss) => work(boss, name, definition as JobDefinition<object>)).catch(() => {});
}

/** Jobs of this process being worked: a shutdown waits a little for those its stop gave up on. */
const running = new Set<Promise<unknown>>();

interface Queue {
  boss: PgBoss;
  /**
   * Waits for the queue's statements under way, then refuses any later one. pg-boss 10 records a
   * job's end without awaiting it (manager.watch), and a job still running when stop() gives up
   * ends later still: that write must not reach a connection being closed, where its rejection
   * would be nobody's to handle (the job was already failed by the stop, and is retried).
   */
  drain(): Promise<void>;
}

export function createQueue(run: SqlRunner = executeSql, options: PgBoss.ConstructorOptions = {}): Queue {
  const underWay = new Set<Promise<unknown>>();
  let open = true;
  const execute: SqlRunner = (text, values) => {
    if (!open) {
      log("warn", "job queue statement after its stop not run", { statement: text.trim().slice(0, 80) });
      // No result at all: pg-boss's complete, fail and fetch read a missing result as "nothing
      // done", while an empty `rows` makes complete and fail read `rows[0].count` and throw.
      return Promise.resolve(undefined as unknown as { rows: Record<string, unknown>[] });
    }
    const statement = run(text, values);
    underWay.add(statement);
    const settled = () => underWay.delete(statement);
    statement.then(settled, settled);
    return statement;
  };
  const boss = new PgBoss({
    ...options,
    db: { executeSql: (text, values) => execute(text, values) },
    schema: jobSchema,
    // Completed jobs (a mail's text and links among them) leave the job table after an hour and
    // the archive after a day; failed ones stay a week, listed in the back office (/admin/mails).
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 1,
  });
  const drain = async () => {
    await Promise.allSettled([...underWay]);
    open = false;
  };
  return { boss, drain };
}

async function startBoss(): Promise<PgBoss> {
  const { boss, drain } = createQueue();
  boss.on("error", (error) => logError(error, { source: "jobs" }));
  await boss.start();
  whenClosing(async () => {
    delete store.__jobs;
    workers.clear();
    working.clear();
    await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    await Promise.race([Promise.allSettled([...running]), setTimeout(5_000, undefined, { ref: false })]);
    // pg-boss records a job's end a few ticks after its handler settles.
    await setImmediate();
    await drain();
  });
  for (const [name, definition] of definitions) await work(boss, name, definition);
  return boss;
}

/**
 * With MIGRATION_DATABASE_URL (decision 177) the app's role may not create tables: the owner makes
 * the queue's schema and every queue (pg-boss gives each its own table), and the app's role gets
 * rows only, as in the app's own schema.
 */
whenMigratingAsOwner(async (owner, appRole) => {
  const { boss } = createQueue(owner, { supervise: false, schedule: false });
  await boss.start();
  try {
    // pg-boss's own queue of scheduled sends, made by its clock at start.
    for (const name of [...definitions.keys(), "__pgboss__send-it"]) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, queueOptions(name));
    }
  } finally {
    await boss.stop({ graceful: false });
  }
  const role = `"${appRole.replace(/"/g, '""')}"`;
  await owner(`
    grant usage on schema ${jobSchema} to ${role};
    grant select, insert, update, delete on all tables in schema ${jobSchema} to ${role};
    grant usage, select on all sequences in schema ${jobSchema} to ${role};
    grant execute on all functions in schema ${jobSchema} to ${role};`);
});

/** The queue of this process, started (and its workers with it) on first use. */
export function jobQueue(): Promise<PgBoss> {
  store.__jobs ??= startBoss().catch((error: unknown) => {
    delete store.__jobs;
    throw error;
  });
  return store.__jobs;
}

function queueOptions(name: string): PgBoss.Queue {
  const policy = definitions.get(name)?.policy;
  return { name, ...(policy ? { policy } : {}) };
}

async function work(boss: PgBoss, name: string, definition: JobDefinition<object>): Promise<void> {
  if (working.has(name)) return;
  working.add(name);
  if (!(await boss.getQueue(name))) await boss.createQueue(name, queueOptions(name));
  const ids: string[] = [];
  for (let i = 0; i < (definition.concurrency ?? 1); i++) {
    ids.push(
      await boss.work<object>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: definition.pollingSeconds ?? 2 },
        async ([job]) => {
          const handled = Promise.resolve().then(() => definition.handle(job.data, job));
          running.add(handled);
          try {
            await handled;
            jobRuns.inc({ job: name, outcome: "done" });
          } catch (error) {
            jobRuns.inc({ job: name, outcome: job.retryCount < job.retryLimit ? "retry" : "failed" });
            throw error;
          } finally {
            running.delete(handled);
          }
        },
      ),
    );
  }
  workers.set(name, ids);
}

/** Wakes this process's idle workers of a job: a job just sent needs not wait for their next look. */
function wake(boss: PgBoss, name: string): void {
  for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
}

async function send(name: string, data: object): Promise<string | null> {
  const definition = definitions.get(name);
  if (!definition) throw new Error(`unknown job ${name}`);
  const boss = await jobQueue();
  const id = await boss.send(name, data, {
    retryLimit: definition.retryLimit ?? 0,
    retryDelay: definition.retryDelaySeconds ?? 0,
    retryBackoff: definition.retryBackoff ?? false,
  });
  wake(boss, name);
  return id;
}

/** Queues a job (taken at once by this process's worker when it is idle); resolves with its id. */
export async function sendJob(name: string, data: object): Promise<string> {
  const id = await send(name, data);
  if (!id) throw new Error(`job ${name} not queued`);
  return id;
}

/** Queues a job of a "stately" queue unless one already waits: true when this call queued it. */
export async function sendJobOnce(name: string, data: object = {}): Promise<boolean> {
  return (await send(name, data)) !== null;
}

/**
 * Runs a defined job on a cron schedule (in `tz`, UTC unless said): pg-boss sends it once per slot whatever the number
 * of processes, and one of them runs it.
 */
export async function scheduleJob(name: string, cron: string, tz = "UTC"): Promise<void> {
  const boss = await jobQueue();
  await boss.schedule(name, cron, {}, { tz, retryLimit: 0 });
  log("info", "job scheduled", { job: name, cron, tz });
}

/** Whether a job of the queue waits, or runs in some process (a retry pending counts). */
export async function jobPending(name: string): Promise<boolean> {
  await jobQueue();
  const { rows } = await executeSql(
    `select 1 from ${jobSchema}.job where name = $1 and state in ('created', 'retry', 'active') limit 1`,
    [name],
  );
  return rows.length > 0;
}

export interface FailedJob {
  id: string;
  data: Record<string, unknown>;
  attempts: number;
  failedAt: Date;
  error: string;
}

/** The failed jobs of a queue, the latest first (a week of them: then they are archived). */
export async function failedJobs(name: string, limit = 100): Promise<FailedJob[]> {
  await jobQueue();
  const { rows } = await executeSql(
    `select id, data, retry_count, completed_on, output from ${jobSchema}.job
     where name = $1 and state = 'failed' order by completed_on desc limit $2`,
    [name, limit],
  );
  return rows.map((row) => ({
    id: String(row.id),
    data: (typeof row.data === "string" ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
    attempts: Number(row.retry_count) + 1,
    failedAt: new Date(row.completed_on as string),
    error: errorText(row.output),
  }));
}

function errorText(output: unknown): string {
  const value = typeof output === "string" ? (JSON.parse(output) as unknown) : output;
  const message = (value as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : "";
}

/** A failed job tried once more; false when it is not (or no longer) a failed job of that queue. */
export async function retryJob(name: string, id: string): Promise<boolean> {
  const boss = await jobQueue();
  const { rows } = await executeSql(`select 1 from ${jobSchema}.job where name = $1 and id = $2 and state = 'failed'`, [
    name,
    id,
  ]);
  if (!rows.length) return false;
  await boss.retry(name, id);
  wake(boss, name);
  return true;
}

/** Jobs by queue and state, read when /metrics is scraped (only once the queue has started). */
jobStates(async () => {
  if (!store.__jobs) return [];
  const { rows } = await executeSql(`select name, state, count(*)::int as count from ${jobSchema}.job group by 1, 2`);
  return rows.map((row) => ({ job: String(row.name), state: String(row.state), count: Number(row.count) }));
});
