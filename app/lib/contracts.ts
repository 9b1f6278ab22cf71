/**
 * Contracts, shared by the server and the pages. The terms are texts in locales/{en,vi}/contracts.json
 * under `terms.<version>`; a signature keeps the version it signed, so a new version never changes
 * what was signed. Add a version here and in both locale files; new contracts use the last one.
 */
export const termsVersions = ["2026-11"] as const;
export type TermsVersion = (typeof termsVersions)[number];
export const currentTermsVersion: TermsVersion = termsVersions[termsVersions.length - 1];

/** Where a contract stands: nobody signed, the buyer signed (waiting for the seller), both signed. */
export type ContractState = "unsigned" | "buyer_signed" | "signed";
