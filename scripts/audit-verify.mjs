// npm run audit:verify: walks the audit log's hash chain in the configured database (needs
// `npm run build` first) and exits 0 when it is intact, 1 when an entry was changed or removed after
// it was written (the first such entry is named), 2 when it could not check (database unreachable,
// not migrated). Reads only: it may run beside the app on PostgreSQL; the embedded PGlite folder is
// one process's, so there stop the app first.
const build = await import("../build/server/index.js");
const { verifyAuditChain, shutdown, logError } = build.entry.module;
let code = 0;
try {
  const check = await verifyAuditChain();
  if (check.intact) {
    console.log(JSON.stringify({ level: "info", msg: "audit chain intact", entries: check.entries, head: check.head }));
  } else {
    console.error(
      JSON.stringify({ level: "error", msg: "audit chain broken", broken_at: check.brokenAt, intact_before: check.entries }),
    );
    code = 1;
  }
} catch (error) {
  logError(error, { source: "audit:verify" });
  code = 2;
} finally {
  await shutdown().catch(() => {});
}
process.exit(code);
