// The scratch databases of `npm run bench:scale`: the demo through the app's own migrate-and-seed
// path (S0), then multiplied in SQL (the files beside this one, in their order), then checked.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

/**
 * The sizes. S0 is the demo alone; S1 about ten times it; S2 the issue's: about 100,000 members,
 * 2,000 stores, 50,000 products, 200,000 orders, a million transfers, 500,000 audit entries and
 * 200,000 notifications, with a heavy member (member01: 20,000 statement rows) whose store has 5,000
 * orders. The counts are what is added to the demo's.
 */
export const sizes = {
  S0: null,
  S1: {
    members: 1000,
    stores: 20,
    products: 500,
    heavyProducts: 20,
    transfers: 3000,
    heavyRows: 200,
    orders: 2950,
    heavyOrders: 50,
    audit: 1600,
    notifications: 1000,
    heavyNotifications: 20,
  },
  S2: {
    members: 100_000,
    stores: 2000,
    products: 50_000,
    heavyProducts: 200,
    transfers: 1_000_000,
    heavyRows: 20_000,
    orders: 195_000,
    heavyOrders: 5000,
    audit: 500_000,
    notifications: 200_000,
    heavyNotifications: 2000,
  },
};

export const databaseUrl = (adminUrl, name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs a command to its end, its output kept for the error; throws on a non-zero exit. */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(" ")} failed:\n${output.slice(-3000)}`)),
    );
  });
}

/** The demo data, migrated and seeded as `npm run db:seed` does it. */
export async function seedDemo(url, dataDir) {
  await run(process.execPath, ["scripts/run.mjs", "scripts/seed.ts"], { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir });
}

/** A SQL file, its {{counts}} filled in. */
function scaleStatements(file, counts) {
  return readFileSync(path.join(here, file), "utf8").replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in counts)) throw new Error(`${file}: no count named ${name}`);
    return String(counts[name]);
  });
}

/**
 * Multiplies the demo: each file in one transaction of its own, on one connection (the temporary
 * tables pass from file to file). Answers the seconds each file took.
 */
export async function scaleUp(url, counts, say) {
  const sql = postgres(url, { max: 1, onnotice: () => {}, idle_timeout: 0 });
  const timings = {};
  try {
    await sql`set jit = off`;
    const files = readdirSync(here)
      .filter((file) => /^\d\d-.*\.sql$/.test(file))
      .sort();
    for (const file of files) {
      const text = scaleStatements(file, counts);
      const started = performance.now();
      await sql.begin((tx) => tx.unsafe(text));
      timings[file] = (performance.now() - started) / 1000;
      say(`  ${file}: ${timings[file].toFixed(1)} s`);
    }
    const started = performance.now();
    await sql`vacuum analyze`;
    timings["vacuum analyze"] = (performance.now() - started) / 1000;
    say(`  vacuum analyze: ${timings["vacuum analyze"].toFixed(1)} s`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  return timings;
}

/** The ledger's invariants and the audit chain on what was generated (verify.sql): every figure must be 0. */
export async function verify(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql.unsafe(readFileSync(path.join(here, "verify.sql"), "utf8"));
    const [counts] = await sql`
      select (select count(*) from users)::int as users, (select count(*) from products)::int as products,
             (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as "orderLines",
             (select count(*) from transfers)::int as transfers, (select count(*) from audit_log)::int as audit,
             (select count(*) from notifications)::int as notifications,
             (select count(*) from transfers t join accounts a on a.id in (t.debit_account_id, t.credit_account_id)
                join users u on u.id = a.user_id where u.email = 'member@example.com')::int as "heavyStatementRows",
             (select count(*) from orders o join users u on u.id = o.store_id where u.email = 'member@example.com')::int as "heavyStoreOrders",
             pg_size_pretty(pg_database_size(current_database())) as "databaseSize"`;
    const holds = Object.entries(row).every(([key, value]) => (key === "sum" ? value === "0" : value === 0));
    return { holds, invariants: row, counts };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
