import { db, exclusively, runMigrations } from "~/db/client.server";
import { confirmControlChangeAsOperator, pendingControlChanges, type PendingControlChange } from "~/domain/wallet";
import { DomainError } from "~/lib/errors";
import { ensureSystemStore } from "~/seed/demo.server";

import { translate } from "./i18n.server";

export type ControlsCliResult = { changes: PendingControlChange[] } | { confirmed: number } | { problems: string[] };

/**
 * `npm run controls`: the operator, with access to the server, is the second pair of eyes where only
 * one admin exists. `list` shows the changes waiting; `confirm ID` applies one. English answers (an
 * operator's terminal).
 */
export async function controlsFromCli(command: string | undefined, id: string | undefined): Promise<ControlsCliResult> {
  await exclusively(async () => {
    await runMigrations();
    await ensureSystemStore(db);
  });
  if (command === "list") return { changes: await pendingControlChanges() };
  if (command === "confirm" && id && /^\d{1,9}$/.test(id)) {
    try {
      return { confirmed: (await confirmControlChangeAsOperator(Number(id))).id };
    } catch (error) {
      if (error instanceof DomainError) return { problems: [translate("/", error.message)] };
      throw error;
    }
  }
  return { problems: ["Usage: npm run controls -- list | confirm ID"] };
}
