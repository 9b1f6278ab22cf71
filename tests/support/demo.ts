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
