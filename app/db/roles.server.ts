import type postgres from "postgres";

/*
 * Two database roles (decision 177): MIGRATION_DATABASE_URL's role owns the tables and migrates;
 * DATABASE_URL's role, the one the app serves with, gets what the app does and nothing more. The
 * privileges are given again after every migration, so a table a migration adds is covered at once.
 */

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Reading, writing and deleting rows everywhere, drawing ids from the sequences; on the audit log
 * only reading and appending (no UPDATE, DELETE or TRUNCATE). Without ownership the role can
 * alter, drop or switch the triggers off on no table. One transaction: nobody sees the privileges
 * half given.
 */
function grants(schema: string, role: string): string {
  const s = quoted(schema);
  const r = quoted(role);
  return `
    grant usage on schema ${s} to ${r};
    revoke all on all tables in schema ${s} from ${r};
    grant select, insert, update, delete on all tables in schema ${s} to ${r};
    revoke update, delete on ${s}."audit_log" from ${r};
    revoke all on all sequences in schema ${s} from ${r};
    grant usage, select on all sequences in schema ${s} to ${r};`;
}

const rewritesAudit = "may update, delete or truncate audit_log";

/**
 * What would let the app's role rewrite history: being a superuser or bypassing row security,
 * owning (or able to become the owner of) a table, a sequence or the schema, changing or
 * deleting audit entries. Asked on the app's own connection, so it is what the app can do.
 */
async function excessPrivileges(app: postgres.Sql): Promise<string[]> {
  const [row] = await app<{ super: boolean; owns: string[]; schema: boolean; audit: boolean }[]>`
    select r.rolsuper or r.rolbypassrls as super,
      array(
        select c.relname::text from pg_class c
        where c.relnamespace = to_regnamespace(current_schema()) and c.relkind in ('r', 'p', 'S', 'v', 'm')
          and pg_has_role(current_user, c.relowner, 'MEMBER')
        order by 1 limit 5
      ) as owns,
      exists (select 1 from pg_namespace n where n.nspname = current_schema() and pg_has_role(current_user, n.nspowner, 'MEMBER')) as schema,
      has_table_privilege('audit_log', 'UPDATE') or has_table_privilege('audit_log', 'DELETE')
        or has_table_privilege('audit_log', 'TRUNCATE') as audit
    from pg_roles r where r.rolname = current_user`;
  const problems: string[] = [];
  if (row.super) problems.push("is a superuser or bypasses row security");
  if (row.owns.length) problems.push(`owns (or may become the owner of) ${row.owns.join(", ")}`);
  if (row.schema) problems.push("owns the schema (or the database)");
  if (row.audit) problems.push(rewritesAudit);
  return problems;
}

/**
 * After migrating as the owner: the app's role gets its privileges, then proves it cannot alter
 * anything; a start with roles set up wrong stops here, telling the operator what to change. What
 * the owner cannot give privileges on (a table the app's role owns) is asked before giving any. The
 * same role on both URLs is the one-role set-up: nothing to give.
 */
export async function grantAppRole(owner: postgres.Sql, app: postgres.Sql): Promise<void> {
  const [{ role }] = await app<{ role: string }[]>`select current_user as role`;
  const [{ ownerRole, schema }] = await owner<{ ownerRole: string; schema: string }[]>`
    select current_user as "ownerRole", current_schema() as schema`;
  if (role === ownerRole) return;
  const refuse = (problems: string[]) => {
    if (!problems.length) return;
    throw new Error(
      `DATABASE_URL's role "${role}" ${problems.join("; ")}: it must not be able to alter tables (decision 177). ` +
        `Make "${ownerRole}" the owner (REASSIGN OWNED BY "${role}" TO "${ownerRole}", run by a superuser), or unset MIGRATION_DATABASE_URL for one role.`,
    );
  };
  refuse((await excessPrivileges(app)).filter((problem) => problem !== rewritesAudit));
  await owner.begin((tx) => tx.unsafe(grants(schema, role)));
  refuse(await excessPrivileges(app));
}
