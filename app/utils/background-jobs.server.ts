import { queueAuditChainWalkIfNone } from "~/domain/audit";
import { foldOverview, keepListAnchors, sweepExpired } from "~/domain/back-office";
import { nightlyLedgerCheck, scheduledLedgerCheck, type StoredLedgerCheck } from "~/domain/ledger";
import { env } from "~/env.server";
import { defineJob, jobQueue, scheduleJob, sendJobOnce } from "~/infra/jobs.server";
import { log, logError } from "~/infra/log.server";
import { timeZone } from "~/lib/dates";

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

// The frequent check is incremental (decision 269): the transfers since the last check's mark. It
// is not run again when a check was stored within half the interval (an admin's "Check now").
defineJob("ledger-check", {
  async handle() {
    report(await scheduledLedgerCheck(Math.floor(env.LEDGER_CHECK_MINUTES / 2)));
  },
});

// The full check reads every transfer (decision 241): nightly, unless an admin ran one in the last hours.
defineJob("ledger-check-full", {
  async handle() {
    report(await nightlyLedgerCheck(12));
  },
});

// The long lists' anchors (decision 282): every ten minutes the rows settled since the last run; at
// start and nightly first a check that each list's last anchor still has its rank (a count of each
// table). One run of each at a time across the processes; a list's lock orders the two.
for (const [name, check] of [
  ["list-anchors", false],
  ["list-anchors-check", true],
] as const) {
  defineJob(name, {
    policy: "stately",
    async handle() {
      const started = performance.now();
      const kept = await keepListAnchors(check);
      log("info", "list anchors kept", { ...kept, check, ms: Math.round(performance.now() - started) });
    },
  });
}

function report(check: StoredLedgerCheck | null) {
  if (!check) return log("info", "ledger check not due: checked moments ago");
  const line = { kind: check.kind, balanced: check.balanced, transfers: check.transfers, ms: check.durationMs };
  if (check.balanced) log("info", "ledger checked", line);
  else logError(new Error("the ledger's invariants do not hold"), { source: "ledgerCheck", msg: "ledger checked", ...line });
}

/** server.mjs, once the database is ready: this process takes jobs, and the schedules are (re)set. */
export async function startBackgroundJobs(): Promise<void> {
  await jobQueue();
  await scheduleJob("sweep-expired", "*/10 * * * *");
  await scheduleJob("overview-fold", "*/10 * * * *");
  await scheduleJob("ledger-check", `*/${env.LEDGER_CHECK_MINUTES} * * * *`);
  await scheduleJob("list-anchors", "*/10 * * * *");
  // 03:30 in New York (decision 103), the quietest hour; pg-boss follows the daylight-saving changes.
  await scheduleJob("ledger-check-full", "30 3 * * *", timeZone);
  await scheduleJob("list-anchors-check", "50 3 * * *", timeZone);
  // The audit chain's whole walk (decision 276) is the job "audit-chain-walk" (app/domain/audit): a
  // database with none on record (restored, or generated) gets one now, not in an admin's request.
  if (await queueAuditChainWalkIfNone()) log("info", "audit chain walk queued: none on record");
  // A restored or generated database's long lists are checked and anchored now, not tonight.
  await sendJobOnce("list-anchors-check");
}
