// One-off process run by the cluster's primary before it forks the workers: migrations and demo
// data (where they belong) once, under the database's start-up lock; then it exits.
const build = await import("../build/server/index.js");
const { prepareDatabase, shutdown, logError } = build.entry.module;

try {
  await prepareDatabase();
  await shutdown();
  process.exit(0);
} catch (error) {
  logError(error, { source: "prepareDatabase" });
  process.exit(1);
}
