// npm run db:seed: migrates, then creates the demo data (idempotent).
import { closeDb, db, runMigrations } from "../app/db/client.server";
import { seed } from "../app/seed/demo.server";

await runMigrations();
await seed(db);
await closeDb();
console.log(JSON.stringify({ level: "info", msg: "seeded demo data" }));
