import type { TFunction } from "i18next";

import { systemAccountOf } from "./wallet-terms";

/**
 * The other side of a transfer, as the statement, the receipt and the member's CSV name it
 * (decision 220): a member by name and username, the marketplace's own store by its name (its
 * `default` handle never shown), a ledger account by what it is for (never its code).
 */
export type Party =
  { type: "member"; name: string; account: string } | { type: "store"; name: string } | { type: "system"; code: string };

/** "Lan Nguyen (@lan)", "CCT System Store", "CCT deposits"; `t` of the reader's language. */
export function partyText(t: TFunction, party: Party): string {
  if (party.type === "system") {
    const { account, coin } = systemAccountOf(party.code);
    return t(`wallet:systemAccounts.${account}`, { coin });
  }
  if (party.type === "store") return party.name || t("common:brand");
  return party.name && party.name !== party.account ? `${party.name} (@${party.account})` : party.account;
}
