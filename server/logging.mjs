import { redactPath } from "./redact-path.mjs";

// The lines of one turn of the event loop leave in one write: a write of its own per request
// (stdout to a file or a pipe is synchronous) was a tenth of the CPU of a page served from memory.
let pending = [];

function writePending() {
  if (pending.length === 0) return;
  const text = pending.join("");
  pending = [];
  process.stdout.write(text);
}
process.on("exit", () => {
  // The last lines, if anyone still reads them (a closed pipe must not turn the exit into a crash).
  try {
    writePending();
  } catch {
    // Nobody to tell.
  }
});

/** One JSON line on stdout; `pid` tells the processes apart when several serve (WEB_CONCURRENCY). */
export function logLine(fields) {
  if (pending.length === 0) setImmediate(writePending);
  pending.push(`${JSON.stringify({ time: new Date().toISOString(), level: "info", pid: process.pid, ...fields })}\n`);
}

/** The line of one answered request: its path only (the query string is never logged). */
export function logRequest(method, path, status, started) {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  logLine({ msg: "request", method, path: redactPath(path), status, duration_ms: Math.round(ms * 10) / 10 });
}
