import { demoCatalogue } from "../../app/seed/catalogue";

/**
 * The demo accounts the seed creates (app/seed/demo.server.ts), for every kind of test. Tests that change a
 * balance or a profile make their own members instead (fixtures.ts, e2e fixtures).
 */
export const demo = {
  admin: { email: "admin@example.com", password: "Admin#2026pass", account: "admin01" },
  mod: { email: "mod@example.com", password: "Mod#2026pass", account: "moder01" },
  staff: { email: "staff@example.com", password: "Staff#2026pass", account: "staff01" },
  member: { email: "member@example.com", password: "Member#2026pass", account: "member01" },
  member2: { email: "member2@example.com", password: "Member#2026pass", account: "member02" },
} as const;

/**
 * A product's name as a page in `lng` shows it: the demo data exists in both languages; any other
 * product (a test's own) shows the name it was given.
 */
export function demoProductName(english: string, lng: "en" | "vi"): string {
  return demoCatalogue.find((p) => p.name.en === english)?.name[lng] ?? english;
}

/** The settings form as the demo data fills it (the four-eyes threshold left to each test). */
export const demoSettingsForm = {
  rateUSDT: "1",
  rateZAFI: "0.5",
  addressUSDT: "TXq9cCTCompanyUsdtReceivingAddr01",
  addressZAFI: "0xZafiCompanyReceivingAddress000000000001",
  addressCCT: "0xCctCompanyReceivingAddress0000000000001",
  withdrawMin: "10",
  withdrawDailyLimit: "5000",
};
