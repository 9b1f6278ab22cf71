import { expect, test } from "@playwright/test";
import postgres from "postgres";

import { scratchDatabase, startApp, type AppProcess } from "./support/app-process";

/**
 * Scheduled jobs on the database's job queue (decision 254): two processes on one PostgreSQL, the
 * ledger check scheduled every minute. pg-boss sends each slot's job once, and one process runs
 * it: the runs both processes logged are as many as the jobs, and never two in one minute.
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
let database: Awaited<ReturnType<typeof scratchDatabase>>;
let processes: AppProcess[] = [];

test.setTimeout(150_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await scratchDatabase(adminUrl);
  const env = {
    DATABASE_URL: database.url,
    SESSION_SECRET: "scheduled-jobs-test-secret-0123456789",
    SEED_DEMO: "0",
    LEDGER_CHECK_MINUTES: "1",
  };
  const started = await Promise.allSettled([startApp(env), startApp(env)]);
  processes = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
});

test.afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await database?.drop();
});

const ranCheck = (p: AppProcess) =>
  p.lines().filter((l) => l.msg === "ledger checked" || l.msg.startsWith("ledger check not due"));

test("a scheduled job runs once across two processes on one database", async () => {
  const [a, b] = processes;
  expect(a.pid).not.toBe(b.pid);
  // pg-boss's clock looks at the schedules every 30 s: the current minute's job is sent then, and one
  // of the two runs it.
  await expect.poll(() => ranCheck(a).length + ranCheck(b).length, { timeout: 90_000 }).toBeGreaterThanOrEqual(1);
  // Time for a second process to (wrongly) run the same slot.
  await new Promise((resolve) => setTimeout(resolve, 6_000));

  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    const jobs = await sql<{ state: string; minute: string }[]>`
      select state, date_trunc('minute', created_on)::text as minute from pgboss.job where name = 'ledger-check'`;
    const runs = [...ranCheck(a), ...ranCheck(b)];
    expect(jobs.filter((job) => job.state === "completed")).toHaveLength(runs.length);
    expect(new Set(jobs.map((job) => job.minute)).size).toBe(jobs.length);
    const sweeps = await sql`select 1 from pgboss.schedule where name in ('sweep-expired', 'ledger-check')`;
    expect(sweeps).toHaveLength(2);
  } finally {
    await sql.end({ timeout: 5 });
  }
});
