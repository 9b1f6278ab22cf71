// Production server: migrates (and seeds an empty database), then serves the built app.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const build = await import("./build/server/index.js");
const { startup, shutdown } = build.entry.module;
const port = Number(process.env.PORT ?? 3000);
const trustProxy = process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true";

function log(fields) {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", ...fields }));
}

await startup();

const app = express();
app.disable("x-powered-by");
app.use(compression());

// One JSON line per request, with status and duration.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  // Behind our own proxy the client address comes from X-Forwarded-For; otherwise the socket's.
  if (!trustProxy) req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "unknown";
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log({ msg: "request", method: req.method, path: req.originalUrl, status: res.statusCode, duration_ms: Math.round(ms * 10) / 10 });
  });
  next();
});

app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.all("/{*splat}", createRequestHandler({ build }));

const server = app.listen(port, () => log({ msg: `listening on http://localhost:${port}` }));

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log({ msg: "shutting down", signal });
  server.close();
  server.closeAllConnections?.();
  try {
    await shutdown();
  } finally {
    process.exit(0);
  }
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
