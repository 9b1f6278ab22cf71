import { db, exclusively, runMigrations } from "~/db/client.server";
import { createAdmin } from "~/domain/accounts";
import { DomainError } from "~/lib/errors";
import { signUpSchema } from "~/lib/schemas/auth";
import { ensureSystemStore } from "~/seed/demo.server";

import { translate } from "./i18n.server";

export interface AdminCliInput {
  email?: string;
  account?: string;
  name?: string;
  password: string;
  confirmation: string;
}

/**
 * `npm run admin:create`: the first admin of a database that starts without demo accounts.
 * Answers the problems in English (an operator's terminal), or the new admin's id.
 */
export async function createAdminFromCli(input: AdminCliInput): Promise<{ id: number } | { problems: string[] }> {
  const parsed = signUpSchema.safeParse({
    name: input.name ?? input.account,
    email: input.email,
    account: input.account,
    password: input.password,
    confirmationPassword: input.confirmation,
  });
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => `${i.path.join(".")}: ${translate("/", i.message)}`) };
  // Under the start-up lock: app processes may be starting on the same database.
  await exclusively(async () => {
    await runMigrations();
    await ensureSystemStore(db);
  });
  try {
    const admin = await createAdmin(parsed.data);
    return { id: admin.id };
  } catch (error) {
    if (error instanceof DomainError) return { problems: [translate("/", error.message)] };
    throw error;
  }
}
