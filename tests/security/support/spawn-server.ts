import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface SpawnedServer {
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  dataDir: string;
  env: Record<string, string>;
  /** Stops the process; its database folder goes too unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

function start(port: number, env: Record<string, string>, dataDir: string) {
  const fullEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    APP_URL: "",
    ...env,
  } as Record<string, string>;
  for (const key of ["SMTP_URL", "APP_URL"]) if (fullEnv[key] === "") delete fullEnv[key];
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], { env: fullEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, fullEnv, output: () => output };
}

/** A process started but not yet waited for: the health spec watches it while it starts. */
export interface LaunchedServer extends SpawnedServer {
  /** Resolves once the process serves the app (it logged "listening on"), within `timeoutMs`. */
  serving(timeoutMs?: number): Promise<void>;
}

export function launchServer(port: number, env: Record<string, string> = {}, existingDataDir?: string): LaunchedServer {
  const dataDir = existingDataDir ?? mkdtempSync(path.join(tmpdir(), "cct-spawned-"));
  const { child, fullEnv, output } = start(port, env, dataDir);
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    env: fullEnv,
    output,
    async serving(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!output().includes("listening on")) {
        if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
        if (Date.now() > deadline) throw new Error(`server did not start: ${output()}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async stop(options) {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      if (!options?.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app process from the same build, on its own port and its own empty embedded
 * database, for tests about how the server starts and what it writes (production mode, logs).
 */
export async function spawnServer(
  port: number,
  env: Record<string, string> = {},
  existingDataDir?: string,
): Promise<SpawnedServer> {
  const server = launchServer(port, env, existingDataDir);
  await server.serving();
  return server;
}

/**
 * An app process that is expected to stop by itself (one that cannot start): its exit code (null
 * when it was still running after `timeoutMs` and had to be killed), what it wrote, and when it
 * stopped. Its database folder goes afterwards.
 */
export async function runUntilExit(
  port: number,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ code: number | null; output: string; exitedAt: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cct-spawned-"));
  const { child, output } = start(port, env, dataDir);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await exited;
  const exitedAt = Date.now();
  clearTimeout(timer);
  rmSync(dataDir, { recursive: true, force: true });
  return { code: child.signalCode === "SIGKILL" ? null : code, output: output(), exitedAt };
}
