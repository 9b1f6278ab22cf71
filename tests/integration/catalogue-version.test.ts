import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db, queryObservers } from "~/db/client.server";
import { currentCatalogueVersion } from "~/domain/catalogue-version.server";
import { ensureDatabase } from "~/seed/startup.server";

beforeAll(async () => {
  await ensureDatabase();
});

describe("the catalogue version the page cache checks", () => {
  it("is never older than a change committed before the call, even while another read is under way", async () => {
    const before = await currentCatalogueVersion();
    const underWay = currentCatalogueVersion();
    await db.execute(sql`update catalogue_version set version = version + 1 where id = 1`);
    const asked = currentCatalogueVersion();
    expect(await underWay).toBeGreaterThanOrEqual(before);
    expect(await asked).toBe(before + 1);
    expect(await currentCatalogueVersion()).toBe(before + 1);
  });

  it("is read once for callers arriving together", async () => {
    const reads: string[] = [];
    const observe = (query: string) => {
      if (query.includes("catalogue_version")) reads.push(query);
    };
    queryObservers.add(observe);
    try {
      const versions = await Promise.all(Array.from({ length: 20 }, () => currentCatalogueVersion()));
      expect(new Set(versions).size).toBe(1);
      expect(reads.length).toBeLessThanOrEqual(2);
    } finally {
      queryObservers.delete(observe);
    }
  });
});
