import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import postgres from "postgres";

/** A port nobody listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A scratch database on the PostgreSQL server of TEST_DATABASE_URL, for the app processes of
 * one spec; `drop()` removes it (with force: a process killed on purpose may leave a session).
 */
export async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `scaleout_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = () => postgres(adminUrl, { max: 1, onnotice: () => {} });
  const create = admin();
  try {
    await create.unsafe(`create database "${name}"`);
  } finally {
    await create.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const sql = admin();
      try {
        await sql.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}

export interface LogLine {
  pid: number;
  msg: string;
  level: string;
  [field: string]: unknown;
}

export interface AppProcess {
  url: string;
  /** The process started (with WEB_CONCURRENCY > 1: the cluster's primary). */
  pid: number;
  output(): string;
  /** Every JSON line the process (and its workers) wrote. */
  lines(): LogLine[];
  /** The pids that logged "listening on", in order. */
  listeners(): number[];
  /** Waits until `listeners()` has at least `count` entries. */
  waitForListeners(count: number): Promise<number[]>;
  /** Resolves with the exit code and signal once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (unless another signal is given), then the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `node server.mjs` from the build, on a port of its own; resolves once `listeners` processes
 * logged that they listen (the cluster's workers each log it). The environment is the test's
 * own: nothing inherited about databases.
 */
export async function startApp(
  env: Record<string, string>,
  { listeners = 1, timeoutMs = 90_000 }: { listeners?: number; timeoutMs?: number } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const inherited = { ...process.env };
  for (const key of ["DATABASE_URL", "TEST_DATABASE_URL", "NODE_ENV", "WEB_CONCURRENCY", "SMTP_URL", "APP_URL", "DATA_DIR"]) {
    delete inherited[key];
  }
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], {
    env: { ...inherited, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const lines = () =>
    output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as LogLine);
  const listening = () =>
    lines()
      .filter((l) => l.msg.startsWith("listening on"))
      .map((l) => l.pid);
  const app: AppProcess = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    lines,
    listeners: listening,
    async waitForListeners(count) {
      const deadline = Date.now() + timeoutMs;
      while (listening().length < count) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited: ${output}`);
        if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return listening();
    },
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (listeners > 0) {
    try {
      await app.waitForListeners(listeners);
    } catch (error) {
      child.kill("SIGKILL");
      throw error;
    }
  }
  return app;
}

/**
 * One GET on a connection of its own (`Connection: close`): a cluster hands each new connection to
 * the next worker, so the answers spread over the workers.
 */
export function getOnce(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers: { Connection: "close" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

/** True while a process with this pid exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
