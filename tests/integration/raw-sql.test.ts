import { beforeAll, describe, expect, it } from "vitest";

import { userCounts } from "~/domain/users.server";
import { ensureDatabase } from "~/seed/startup.server";

// Raw SQL fragments whose parameters PGlite and PostgreSQL bind differently (a JS Date passed
// into a `sql` template worked on PGlite and failed on PostgreSQL): this file runs on both.
beforeAll(async () => {
  await ensureDatabase();
});

describe("raw SQL on this database", () => {
  it("counts users, verified ones and the last 30 days' sign-ups for the back-office overview", async () => {
    const counts = await userCounts();
    // The demo data: five members and the system store, all verified, all created just now.
    expect(counts.total).toBeGreaterThanOrEqual(6);
    expect(counts.verified).toBe(counts.total);
    expect(counts.recent).toBe(counts.total);
    expect(counts).toMatchObject({ admins: 1, mods: 1, staff: 1 });
  });
});
