// The probes an orchestrator, a load balancer or Docker asks, answered in front of everything else
// (no session, no log line, no page cache):
//   GET /healthz — the process is alive and its event loop turns; no I/O, so a database outage never
//                  gets a healthy process restarted.
//   GET /readyz  — the process should be sent requests: it has started, is not stopping, and its
//                  database, migrations and storage answer. 503 names what is missing.

/** Where a process is in its life: it listens from the start, so probes see it migrate and drain. */
export const lifecycle = { phase: "starting" };

const noStore = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

function send(res, status, body) {
  res.writeHead(status, noStore);
  res.end(JSON.stringify(body));
}

/**
 * Answers the probe when `req` is one and resolves true; false for any other request.
 * `readiness()` is the app's check (app/utils/readiness.server.ts).
 */
export async function healthAnswer(req, res, readiness) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = (req.url ?? "").split("?")[0];
  if (path === "/healthz") {
    send(res, 200, { status: "ok" });
    return true;
  }
  if (path !== "/readyz") return false;
  if (lifecycle.phase !== "serving") {
    send(res, 503, { status: lifecycle.phase });
    return true;
  }
  const { ready, failing } = await readiness();
  send(res, ready ? 200 : 503, ready ? { status: "ready" } : { status: "not ready", failing });
  return true;
}
