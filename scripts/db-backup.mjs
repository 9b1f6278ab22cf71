// npm run db:backup -- [--to FOLDER]
// Copies the configured database and the media folder into a new folder (default
// backups/<UTC date and time>), while the app runs (decision 251):
// - PostgreSQL (DATABASE_URL): pg_dump's custom format, one snapshot of the whole database.
// - The embedded database: the running server's own copy, taken between two transactions; with no
//   server running, this process opens the folder and copies it.
// The media files are copied after the database: they are written before the rows that name them
// and never change, so every file the copy names is there. manifest.json is written last.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { configured, copyMedia, files, isEmptyDir, main, openPglite, pgTool, Refusal, runningServer } from "./backup-common.mjs";

const { values } = parseArgs({ options: { to: { type: "string" } } });
const stamp = new Date().toISOString().replace(/[:-]/g, "").replace(/\..*$/, "Z");

async function embeddedCopy(config, target) {
  const server = await runningServer(config.embedded);
  let tarball;
  if (server) {
    const answer = await fetch(server.url, { headers: server.headers });
    if (answer.status !== 200) throw new Error(`the running server did not give its copy (${answer.status})`);
    tarball = Buffer.from(await answer.arrayBuffer());
  } else {
    if (isEmptyDir(config.pgliteDir)) throw new Refusal(`no embedded database in ${config.pgliteDir}`);
    // No server holds the folder: this process opens it, and nobody may start the app meanwhile.
    const db = openPglite({ dataDir: config.pgliteDir });
    try {
      await db.exec("checkpoint");
      tarball = Buffer.from(await (await db.dumpDataDir("gzip")).arrayBuffer());
    } finally {
      await db.close();
    }
  }
  writeFileSync(path.join(target, files.pglite), tarball);
  return server ? "running server" : "folder";
}

await main(async () => {
  const config = configured();
  const target = path.resolve(values.to ?? path.join("backups", stamp));
  if (!isEmptyDir(target)) throw new Refusal(`${target} is not empty: give a new folder with --to`);
  mkdirSync(target, { recursive: true });
  let from = "pg_dump";
  if (config.driver === "postgres") {
    pgTool("pg_dump", config.databaseUrl, ["--format=custom", `--file=${path.join(target, files.postgres)}`]);
  } else {
    if (!config.embedded) throw new Refusal("an in-memory database (DATA_DIR=memory://) has nothing to back up");
    from = await embeddedCopy(config, target);
  }
  const media = (await copyMedia(config.mediaDir, path.join(target, files.media))) ? "folder" : config.mediaDir ? "none" : "s3";
  const manifest = { format: 1, driver: config.driver, createdAt: new Date().toISOString(), media };
  writeFileSync(path.join(target, files.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  return { msg: "backup written", folder: target, driver: config.driver, from, media };
});
