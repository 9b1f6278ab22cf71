import { beforeAll, describe, expect, it } from "vitest";

import { adminOverview } from "~/domain/back-office";
import { ensureDatabase } from "~/seed/startup.server";

// Raw SQL fragments whose parameters PGlite and PostgreSQL bind differently (a JS Date passed
// into a `sql` template worked on PGlite and failed on PostgreSQL): this file runs on both.
beforeAll(async () => {
  await ensureDatabase();
});

describe("raw SQL on this database", () => {
  it("counts members, activated ones and the last 30 days' sign-ups for the back-office overview", async () => {
    const { members, series } = await adminOverview({ days: 90, now: new Date() });
    // The demo data: the README's five accounts and the history's members over 90 days, most activated.
    expect(members.total).toBeGreaterThan(5);
    expect(members.activated).toBeLessThanOrEqual(members.total);
    expect(members.activated).toBeGreaterThanOrEqual(5);
    expect(members.recent).toBeGreaterThanOrEqual(5);
    expect(members.recent).toBeLessThan(members.total);
    expect(series).toHaveLength(90);
  });
});
