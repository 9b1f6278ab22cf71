// What `npm run db:backup` and `npm run db:restore` share (decision 251): where the configured
// database and media folder are, the running server's door to the embedded database, PostgreSQL's
// tools with the credentials in their environment, never on their command line (where `ps` shows it).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

import { backupPath, doorFile, embeddedDataDir } from "../server/backup-door.mjs";

/** The files of a backup folder; the manifest is written last, so a folder without one is incomplete. */
export const files = { manifest: "manifest.json", pglite: "database.tar.gz", postgres: "database.pgdump", media: "media" };

/** A refusal or a usage mistake: exit code 2, the message alone (no stack). */
export class Refusal extends Error {}

/** What the environment configures, read as the app reads it (app/env.server.ts). */
export function configured(env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || "./.data");
  const embedded = embeddedDataDir(env);
  return {
    driver: env.DATABASE_URL ? "postgres" : "pglite",
    // The owner role when there are two (decision 177): it reads and creates everything.
    databaseUrl: env.MIGRATION_DATABASE_URL || env.DATABASE_URL || undefined,
    pgliteDir: embedded ? path.join(embedded, "pglite") : null,
    embedded,
    // Images in S3 are backed up by the store's own means (README, Backups).
    mediaDir: env.S3_BUCKET ? null : path.join(dataDir, "media"),
  };
}

/** The extensions the migrations create: a PGlite instance loads what it is opened with. */
export const pgliteExtensions = { unaccent, pg_trgm };

export function openPglite(options) {
  return new PGlite({ ...options, extensions: pgliteExtensions });
}

/**
 * The server holding the embedded database, when one runs: its door (address and token), checked by
 * asking it. A door file left by a process that died is no server.
 */
export async function runningServer(embedded) {
  if (!embedded) return null;
  const file = path.join(embedded, doorFile);
  if (!existsSync(file)) return null;
  const { port, token } = JSON.parse(readFileSync(file, "utf-8"));
  const door = { url: `http://127.0.0.1:${port}${backupPath}`, headers: { Authorization: `Bearer ${token}` } };
  const answer = await fetch(door.url, { method: "HEAD", headers: door.headers }).catch(() => null);
  return answer?.status === 204 ? door : null;
}

/** A folder that does not exist or holds nothing. */
export function isEmptyDir(dir) {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** The media folder's files into `to`; content-addressed, so a file already there is the same file. */
export async function copyMedia(from, to) {
  if (!from || !to || !existsSync(from)) return false;
  await cp(from, to, { recursive: true, force: true, filter: (source) => !source.endsWith(".tmp") });
  return true;
}

/** libpq's variables for a postgres:// URL: pg_dump and pg_restore read them. */
function libpqEnv(url) {
  const u = new URL(url);
  const env = {
    PGHOST: decodeURIComponent(u.hostname) || "localhost",
    PGPORT: u.port || "5432",
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username),
    PGUSER: decodeURIComponent(u.username),
  };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get("sslmode") ?? (u.searchParams.get("ssl") === "true" ? "require" : null);
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs pg_dump or pg_restore (PG_BIN_DIR: where they are, when not on the PATH); throws when it fails. */
export function pgTool(name, url, args) {
  const env = libpqEnv(url);
  const binary = process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, name) : name;
  const run = spawnSync(binary, [...args, `--dbname=${env.PGDATABASE}`], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "pipe"],
    encoding: "utf-8",
  });
  if (run.error) throw new Error(`${name}: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`${name} failed (${run.status}): ${run.stderr.trim()}`);
}

/** Runs `task`, logging one JSON line: 0 done, 2 refused, 1 failed. */
export async function main(task) {
  let code = 0;
  try {
    const done = await task();
    console.log(JSON.stringify({ level: "info", ...done }));
  } catch (error) {
    code = error instanceof Refusal ? 2 : 1;
    console.error(JSON.stringify({ level: "error", msg: error.message }));
  }
  process.exit(code);
}
