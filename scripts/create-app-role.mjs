// npm run db:app-role [-- --print]: makes DATABASE_URL's role (its user name and password) a login role
// that may connect to the database, signed in as MIGRATION_DATABASE_URL's role, which needs CREATEROLE
// (or a superuser's URL in MIGRATION_DATABASE_URL for this one run). An existing role gets the password
// again. The app gives it its privileges itself when it migrates (decision 177). --print writes the SQL
// instead, for whoever administers the server; it holds the password, as the statement run does (a
// server logging every statement logs it: turn that off for the run).
import { parseArgs } from "node:util";
import postgres from "postgres";

const { values } = parseArgs({ options: { print: { type: "boolean", default: false } } });
const { DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl } = process.env;
if (!appUrl || !ownerUrl) {
  console.error(
    "Usage: DATABASE_URL=postgres://app:…@host/db MIGRATION_DATABASE_URL=postgres://owner:…@host/db npm run db:app-role [-- --print]",
  );
  process.exit(2);
}

const ident = (name) => `"${name.replace(/"/g, '""')}"`;
const literal = (text) => `'${text.replace(/'/g, "''")}'`;
const app = new URL(appUrl);
const role = decodeURIComponent(app.username);
const password = decodeURIComponent(app.password);
const database = decodeURIComponent(app.pathname.slice(1));
if (!role || !database) {
  console.error("DATABASE_URL must name the app's role and the database: postgres://role:password@host:5432/database");
  process.exit(2);
}

const sql = postgres(ownerUrl, { max: 1, onnotice: () => {} });
let code = 0;
try {
  const [{ exists, owner }] = await sql`
    select exists (select 1 from pg_roles where rolname = ${role}) as exists, current_user as owner`;
  if (role === owner)
    throw new Error(`DATABASE_URL and MIGRATION_DATABASE_URL both sign in as "${role}": give the app a role of its own`);
  const statements = [
    `${exists ? "alter" : "create"} role ${ident(role)} login nosuperuser nocreatedb nocreaterole nobypassrls${password ? ` password ${literal(password)}` : ""}`,
    `grant connect on database ${ident(database)} to ${ident(role)}`,
  ];
  if (values.print) {
    console.log(statements.map((s) => `${s};`).join("\n"));
  } else {
    await sql.begin((tx) => tx.unsafe(statements.join(";\n")));
    console.log(JSON.stringify({ level: "info", msg: exists ? "app role updated" : "app role created", role }));
  }
} catch (error) {
  console.error(JSON.stringify({ level: "error", msg: "app role not made", error: error.message }));
  code = 1;
} finally {
  await sql.end({ timeout: 5 });
}
process.exit(code);
