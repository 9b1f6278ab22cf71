// npm run db:seed: migrates, then creates the demo data (idempotent).
import { closeDb, db, exclusively, runMigrations } from "../app/db/client.server";
import { seed } from "../app/seed/demo.server";

// Under the start-up lock, like the app processes starting on the same database.
await exclusively(async () => {
  await runMigrations();
  await seed(db);
});
await closeDb();
console.log(JSON.stringify({ level: "info", msg: "seeded demo data" }));
