// npm run db:restore -- FOLDER [--force]
// Puts a backup made by `npm run db:backup` into the configured database (decision 251), and its
// media files into the media folder. A database that holds anything is left alone unless --force:
// PostgreSQL's objects are then dropped and made again; the embedded database's folder is moved
// aside (pglite.before-restore-<date>), never deleted. The embedded database is restored with the
// app stopped; start the app afterwards: it applies any newer migration.
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";

import { configured, copyMedia, files, isEmptyDir, main, openPglite, pgTool, Refusal, runningServer } from "./backup-common.mjs";

const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
const stamp = new Date().toISOString().replace(/[:-]/g, "").replace(/\..*$/, "Z");

/** The number of tables outside PostgreSQL's own schemas. */
async function tablesIn(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] =
      await sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`;
    return row.n;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function restorePostgres(config, source) {
  const tables = await tablesIn(config.databaseUrl);
  if (tables > 0 && !values.force) {
    throw new Refusal(`the database holds ${tables} tables: restore into an empty database, or add --force to replace it`);
  }
  // Owners and grants are the target's: start-up grants the app's role its rights (decision 177).
  const clean = tables > 0 ? ["--clean", "--if-exists"] : [];
  pgTool("pg_restore", config.databaseUrl, ["--no-owner", "--no-privileges", "--exit-on-error", ...clean, source]);
  return tables > 0 ? "replaced" : "empty";
}

async function restoreEmbedded(config, source) {
  if (!config.pgliteDir) throw new Refusal("an in-memory database (DATA_DIR=memory://) cannot be restored into");
  if (await runningServer(config.embedded)) throw new Refusal("the app is running on this database: stop it first");
  let replaced = "empty";
  if (!isEmptyDir(config.pgliteDir)) {
    if (!values.force) {
      throw new Refusal(`${config.pgliteDir} holds a database: restore into an empty DATA_DIR, or add --force to replace it`);
    }
    replaced = `${config.pgliteDir}.before-restore-${stamp}`;
    renameSync(config.pgliteDir, replaced);
  }
  mkdirSync(config.pgliteDir, { recursive: true });
  const db = openPglite({ dataDir: config.pgliteDir, loadDataDir: new Blob([readFileSync(source)]) });
  try {
    await db.query("select 1");
  } finally {
    await db.close();
  }
  return replaced;
}

await main(async () => {
  const [folder] = positionals;
  if (!folder) throw new Refusal("Usage: npm run db:restore -- FOLDER [--force]");
  const manifestFile = path.resolve(folder, files.manifest);
  if (!existsSync(manifestFile)) throw new Refusal(`${path.resolve(folder)} is no complete backup (no ${files.manifest})`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf-8"));
  const config = configured();
  if (manifest.driver !== config.driver) {
    throw new Refusal(`this backup is of a ${manifest.driver} database, and a ${config.driver} database is configured`);
  }
  const source = path.resolve(folder, files[config.driver]);
  const previous = config.driver === "postgres" ? await restorePostgres(config, source) : await restoreEmbedded(config, source);
  const media = await copyMedia(path.resolve(folder, files.media), config.mediaDir);
  return { msg: "backup restored", folder: path.resolve(folder), driver: config.driver, previous, media };
});
