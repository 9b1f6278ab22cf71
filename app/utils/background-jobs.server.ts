import { foldOverview, sweepExpired } from "~/domain/back-office";
import { scheduledLedgerCheck } from "~/domain/ledger";
import { env } from "~/env.server";
import { defineJob, jobQueue, scheduleJob } from "~/infra/jobs.server";
import { log, logError } from "~/infra/log.server";

/**
 * The scheduled jobs (decision 254), on the job queue rather than a timer in each process: pg-boss
 * sends each once per slot for all the processes on the database, and one of them runs it.
 */

defineJob("sweep-expired", {
  async handle() {
    log("info", "expired rows removed", await sweepExpired());
  },
});

// The overview's deltas folded into its days (decision 263) even when no admin looks for a while.
defineJob("overview-fold", {
  async handle() {
    await foldOverview();
  },
});

// The full invariant check reads every transfer, off the request path (decision 241). It is not
// run again when an admin checked within half the interval.
defineJob("ledger-check", {
  async handle() {
    const check = await scheduledLedgerCheck(Math.floor(env.LEDGER_CHECK_MINUTES / 2));
    if (!check) return log("info", "ledger check not due: checked moments ago");
    const line = { balanced: check.balanced, transfers: check.transfers, ms: check.durationMs };
    if (check.balanced) log("info", "ledger checked", line);
    else logError(new Error("the ledger's invariants do not hold"), { source: "ledgerCheck", msg: "ledger checked", ...line });
  },
});

/** server.mjs, once the database is ready: this process takes jobs, and the schedules are (re)set. */
export async function startBackgroundJobs(): Promise<void> {
  await jobQueue();
  await scheduleJob("sweep-expired", "*/10 * * * *");
  await scheduleJob("overview-fold", "*/10 * * * *");
  await scheduleJob("ledger-check", `*/${env.LEDGER_CHECK_MINUTES} * * * *`);
}
