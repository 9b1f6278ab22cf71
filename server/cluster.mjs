// WEB_CONCURRENCY=N: N app processes (node:cluster workers, each running server.mjs) on one port.
// The primary serves nothing and never loads the app: it prepares the database once (a one-off
// child process), forks the workers, replaces a worker that dies, and stops them all gracefully on
// SIGTERM or SIGINT.
import { fork } from "node:child_process";
import cluster from "node:cluster";

import { logLine } from "./logging.mjs";

/** How long the workers get to finish their requests after SIGTERM before they are killed. */
const stopTimeoutMs = 30_000;
/** A worker still not serving after this long is reported (a migration may be slow; a hung one is not). */
const startingTooLongMs = 120_000;
/** How often a worker checks its readiness, to tell the primary when it changes. */
const readinessCheckMs = 30_000;

function refuse(message) {
  console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: message, pid: process.pid }));
  process.exit(1);
}

/**
 * The number of app processes asked for: WEB_CONCURRENCY, 1 when unset. Several need PostgreSQL:
 * the embedded PGlite database is a folder only one process may open.
 */
export function concurrencyOf(env) {
  const raw = (env.WEB_CONCURRENCY ?? "").trim();
  if (raw === "") return 1;
  if (!/^[1-9][0-9]*$/.test(raw)) refuse(`WEB_CONCURRENCY must be a whole number of processes (1 or more), not "${raw}"`);
  const n = Number(raw);
  if (n > 1 && !env.DATABASE_URL) {
    refuse(
      `WEB_CONCURRENCY=${n} needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) can be opened by one process only. Set DATABASE_URL, or WEB_CONCURRENCY=1.`,
    );
  }
  return n;
}

/**
 * Runs the one-off preparation (migrations, seeding) in a child process. Resolves true when it
 * succeeded, false when a signal stopped it; a failure ends the primary.
 */
function prepare() {
  return new Promise((resolve) => {
    const child = fork(new URL("./prepare.mjs", import.meta.url), { stdio: "inherit" });
    let signalled = false;
    const stop = (signal) => {
      signalled = true;
      child.kill(signal);
    };
    process.once("SIGTERM", stop).once("SIGINT", stop);
    child.once("exit", (code, signal) => {
      process.off("SIGTERM", stop).off("SIGINT", stop);
      if (code === 0) resolve(true);
      else if (signalled) resolve(false);
      else refuse(`database preparation failed (${signal ?? `exit code ${code}`}): no worker started`);
    });
  });
}

/**
 * In a worker: tells the primary whenever this process's readiness changes (`readiness()` is the
 * app's /readyz check). A process started alone has no primary to tell.
 */
export function reportReadiness(readiness) {
  if (!process.send) return;
  let wasReady = true;
  const check = () =>
    readiness().then(({ ready, failing }) => {
      if (ready !== wasReady && process.connected) process.send({ cct: ready ? "ready" : "not-ready", failing });
      wasReady = ready;
    });
  setInterval(check, readinessCheckMs).unref();
}

export async function supervise(count) {
  logLine({ msg: "primary starting", workers: count });
  if (!(await prepare())) process.exit(0);

  let stopping = false;
  /** Workers in a row that died before they listened. */
  let failures = 0;
  /** The workers alive, each with whether it has served yet and whether it is ready now. */
  const workers = new Map();

  function start() {
    const worker = cluster.fork();
    workers.set(worker, { served: false, ready: false });
    setTimeout(() => {
      if (workers.has(worker) && !workers.get(worker).served)
        logLine({ level: "warn", msg: "worker not ready", worker_pid: worker.process.pid, phase: "starting" });
    }, startingTooLongMs).unref();
  }

  // Workers say when they serve and when their readiness changes (reportReadiness below).
  cluster.on("message", (worker, message) => {
    const state = workers.get(worker);
    if (!state || typeof message?.cct !== "string") return;
    if (message.cct === "ready") {
      if (state.served && !state.ready) logLine({ msg: "worker ready again", worker_pid: worker.process.pid });
      workers.set(worker, { served: true, ready: true });
      failures = 0;
    } else if (message.cct === "not-ready") {
      workers.set(worker, { ...state, ready: false });
      logLine({ level: "warn", msg: "worker not ready", worker_pid: worker.process.pid, failing: message.failing });
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    const listened = workers.get(worker)?.served;
    workers.delete(worker);
    if (stopping) {
      if (workers.size === 0) {
        logLine({ msg: "all workers stopped" });
        process.exit(0);
      }
      return;
    }
    // A worker that keeps dying at start (database down, broken build) is retried ever more slowly.
    failures = listened ? 0 : failures + 1;
    const delay = failures === 0 ? 0 : Math.min(30_000, 500 * 2 ** (failures - 1));
    logLine({
      level: "warn",
      msg: "worker died, starting another",
      worker_pid: worker.process.pid,
      code,
      signal,
      delay_ms: delay,
    });
    setTimeout(() => !stopping && start(), delay);
  });

  function stop(signal) {
    if (stopping) return;
    stopping = true;
    logLine({ msg: "stopping workers", signal, workers: workers.size });
    if (workers.size === 0) process.exit(0);
    for (const worker of workers.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of workers.keys()) worker.process.kill("SIGKILL");
      logLine({ msg: "workers killed after the stop timeout" });
      process.exit(1);
    }, stopTimeoutMs).unref();
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < count; i += 1) start();
  // Never settles: the primary's part of server.mjs ends here, and the primary ends with process.exit.
  return new Promise(() => {});
}
