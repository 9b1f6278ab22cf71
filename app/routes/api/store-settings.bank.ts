import { saveStoreBank, storeBank, type StoreBank } from "~/domain/catalogue";
import { ownStoreBankSchema } from "~/lib/schemas/store-bank";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/store-settings.bank";

/** The store's payout bank on the wire (decision 186); every field null when the store has none. */
function bankJson(bank: StoreBank | null) {
  return {
    bank_bin: bank?.bin ?? null,
    bank_name: bank?.bankName ?? null,
    account_number: bank?.account ?? null,
    account_holder: bank?.holder ?? null,
    accepts_bank_transfer: bank !== null,
  };
}

/** GET /api/store-settings/bank → the signed-in member's store bank details. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => bankJson(await storeBank((await requireApiUser(args.request)).id)));
}

/** PATCH /api/store-settings/bank {bank_bin, account_number, account_holder} → saved (all three empty: removed). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "PATCH") return methodNotAllowed(args.request, "PATCH");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    return bankJson(await saveStoreBank(user, await readJson(args.request, ownStoreBankSchema)));
  });
}
