import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { AdminOverview } from "~/domain/back-office";
import { resources } from "~/lib/i18n-resources";
import { translationIn } from "~/lib/translator";
import { TranslationContext } from "~/lib/use-translation";

import { LedgerWarning } from "./overview-parts";

const check = { sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0, accounts: 9, transfers: 40 };
// The stored result of the last check (decision 241): the warning shows what it found.
const ledger = (over: Partial<typeof check>): AdminOverview["ledger"] => {
  const balanced = Object.keys(over).length === 0;
  return {
    system: [],
    members: { accounts: 5, balance: 0n, held: 0n },
    sum: 0n,
    check: {
      ...check,
      ...over,
      checkedAt: new Date(),
      durationMs: 3,
      checkedBy: null,
      balanced,
      ageSeconds: 60,
      kind: "full",
      throughTransferId: 40,
      lastFullAt: new Date(),
      fullAgeSeconds: 60,
    },
    balanced,
  };
};

async function render(lng: "en" | "vi", value: AdminOverview["ledger"]) {
  return renderToStaticMarkup(
    createElement(
      TranslationContext.Provider,
      // The translator pages render with (decision 151).
      { value: translationIn(lng, resources[lng]) },
      createElement(LedgerWarning, { ledger: value }),
    ),
  );
}

describe("LedgerWarning", () => {
  it("says nothing while the ledger balances, or before its first check", async () => {
    expect(await render("en", ledger({}))).toBe("");
    expect(await render("en", { ...ledger({}), check: null, balanced: null })).toBe("");
  });

  it("alerts with the sum when the balances do not sum to zero, in both languages", async () => {
    const en = await render("en", ledger({ sum: 150_000_000n, mismatched: 1 }));
    expect(en).toContain('role="alert"');
    expect(en).toContain("Warning: the ledger does not balance. The balances sum to 1.50 CCT instead of zero; 1 accounts");
    const vi = await render("vi", ledger({ sum: -1n }));
    expect(vi).toContain('role="alert"');
    expect(vi).toContain("Cảnh báo: sổ cái không cân bằng. Tổng các số dư là -0.00000001 CCT");
  });
});
