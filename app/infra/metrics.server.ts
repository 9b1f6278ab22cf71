import { Counter, Gauge, register } from "prom-client";

// The app's figures for GET /metrics (server/metrics.mjs serves the registry, with the request
// figures and Node's). prom-client's default registry: server.mjs and this build share one copy
// of the package, so one registry holds both. A module reloaded in development finds its metric
// already registered and takes it.

function counter(name: string, help: string, labelNames: string[]): Counter {
  return (register.getSingleMetric(name) as Counter | undefined) ?? new Counter({ name, help, labelNames });
}

/** Ledger transfers by outcome: posted, pending (a hold) or refused (insufficient funds and the like). */
export const ledgerTransfers = counter("cct_ledger_transfers_total", "Ledger transfers by outcome.", ["outcome"]);
/** Mails by outcome: sent or failed. */
export const mails = counter("cct_mails_total", "Mails by outcome.", ["outcome"]);
/** Requests refused by a rate limit (429). */
export const rateLimitRefusals = counter("cct_rate_limit_refusals_total", "Requests refused by a rate limit.", []);

/** Documents answered from the render cache (kept) or rendered (rendered, and not keepable). */
export const renders = counter("cct_document_renders_total", "Documents rendered or answered from the render cache.", [
  "outcome",
]);

// The in-process queues' readers live on globalThis so that a module reloaded in development and
// the gauge registered by its first copy read one map.
const queueReaders: Map<string, () => number> = ((
  globalThis as { __cctQueueReaders?: Map<string, () => number> }
).__cctQueueReaders ??= new Map());

if (!register.getSingleMetric("cct_queue_length")) {
  new Gauge({
    name: "cct_queue_length",
    help: "Tasks waiting or running in an in-process queue.",
    labelNames: ["queue"],
    collect() {
      for (const [label, read] of queueReaders) this.set({ queue: label }, read());
    },
  });
}

/** Reports the tasks waiting or running in a named in-process queue (images, PDFs) when scraped. */
export function queueLength(queue: string, length: () => number): void {
  queueReaders.set(queue, length);
}
/** Attempts at background jobs (app/infra/jobs.server.ts) by job and outcome: done, retry (failed, tried again later) or failed (given up). */
export const jobRuns = counter("cct_jobs_total", "Background job attempts by job and outcome.", ["job", "outcome"]);

/**
 * The jobs in the queue's table by job and state (created, retry, active, completed, failed), read
 * from the database when scraped: every process sees the same table, so a cluster reports the
 * largest of its workers' (equal) readings rather than their sum.
 */
export function jobStates(read: () => Promise<{ job: string; state: string; count: number }[]>): void {
  const name = "cct_jobs";
  if (register.getSingleMetric(name)) register.removeSingleMetric(name);
  new Gauge({
    name,
    help: "Jobs in the queue's table by job and state.",
    labelNames: ["job", "state"],
    aggregator: "max",
    async collect() {
      this.reset();
      for (const { job, state, count } of await read()) this.set({ job, state }, count);
    },
  });
}
