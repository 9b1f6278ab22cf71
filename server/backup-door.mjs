// The embedded database (PGlite) belongs to the process that opened it: while the app runs, no other
// process may open its folder, so `npm run db:backup` asks the running server for the copy instead
// (decision 251). The server writes where it listens and a random token to a file in DATA_DIR that
// only its user can read; GET /_backup with that token, from this machine and not forwarded by a
// proxy, answers the database's tarball. Anyone else, or without the file's token, meets the app's 404.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
export const backupPath = "/_backup";
export const doorFile = "backup-door.json";

/** The folder PGlite's data and the door file live in; null on PostgreSQL or an in-memory database. */
export function embeddedDataDir(env) {
  if (env.DATABASE_URL) return null;
  const dataDir = env.DATA_DIR || "./.data";
  return dataDir === "memory://" ? null : path.resolve(dataDir);
}

/**
 * Opens the door once the database is ready: `dump` gives the tarball (a Blob). Returns what the
 * request handler asks first (true: answered) and how to close the door on stopping.
 */
export function openBackupDoor(dataDir, port, dump) {
  const token = randomBytes(32).toString("base64url");
  const file = path.join(dataDir, doorFile);
  writeFileSync(file, JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 });
  const wanted = Buffer.from(`Bearer ${token}`);
  return {
    async answer(req, res) {
      if ((req.url ?? "").split("?")[0] !== backupPath || (req.method !== "GET" && req.method !== "HEAD")) return false;
      const given = Buffer.from(req.headers.authorization ?? "");
      const local = loopback.has(req.socket.remoteAddress ?? "") && req.headers["x-forwarded-for"] === undefined;
      if (!local || given.length !== wanted.length || !timingSafeEqual(given, wanted)) return false;
      if (req.method === "HEAD") {
        res.writeHead(204, { "Cache-Control": "no-store" }).end();
        return true;
      }
      const tarball = Buffer.from(await (await dump()).arrayBuffer());
      res
        .writeHead(200, { "Content-Type": "application/gzip", "Content-Length": tarball.length, "Cache-Control": "no-store" })
        .end(tarball);
      return true;
    },
    close() {
      rmSync(file, { force: true });
    },
  };
}
