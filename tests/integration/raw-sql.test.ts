import { beforeAll, describe, expect, it } from "vitest";

import { executeSql } from "~/db/client.server";
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

describe("the job queue's SQL runner", () => {
  it("leaves no connection inside a BEGIN … COMMIT that failed half-way", async () => {
    // pg-boss sends its schema changes as one text; one failing must not refuse the next statements.
    await expect(executeSql("begin; select 1; select 1 / 0; commit;")).rejects.toThrow(/division by zero/);
    const answers = await Promise.all(Array.from({ length: 24 }, () => executeSql("select 1 as one")));
    expect(answers.map((a) => Number(a.rows[0].one))).toEqual(Array.from({ length: 24 }, () => 1));
  });
});
