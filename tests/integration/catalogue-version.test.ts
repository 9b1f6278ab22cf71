import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db, queryObservers } from "~/db/client.server";
import { currentCatalogueVersion, whileCatalogueUnchanged } from "~/domain/catalogue";
import { withRequestScope } from "~/infra/request-scope.server";
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

describe("store-page reads kept while the catalogue is unchanged", () => {
  const reading = <T>(work: () => Promise<T>) => withRequestScope({ ip: null, readsOnly: true }, work);
  const counted = () => {
    let reads = 0;
    return { read: async () => ++reads, reads: () => reads };
  };
  const key = () => ["test", Math.random()];

  it("answers a reading request from memory until a change is committed, then reads again", async () => {
    const { read, reads } = counted();
    const name = key();
    expect(await reading(() => whileCatalogueUnchanged(name, read))).toBe(1);
    expect(await reading(() => whileCatalogueUnchanged(name, read))).toBe(1);
    expect(reads()).toBe(1);
    // Another argument is another read.
    expect(await reading(() => whileCatalogueUnchanged([...name, 2], read))).toBe(2);
    await db.execute(sql`update catalogue_version set version = version + 1 where id = 1`);
    expect(await reading(() => whileCatalogueUnchanged(name, read))).toBe(3);
    expect(await reading(() => whileCatalogueUnchanged(name, read))).toBe(3);
  });

  it("reads the version once per request, and never keeps for an action, a script or a failed read", async () => {
    const versions: string[] = [];
    const observe = (query: string) => {
      if (query.includes("catalogue_version")) versions.push(query);
    };
    queryObservers.add(observe);
    try {
      await reading(async () => {
        for (let i = 0; i < 3; i++) await whileCatalogueUnchanged(key(), async () => i);
      });
      expect(versions.length).toBe(1);
    } finally {
      queryObservers.delete(observe);
    }
    const { read, reads } = counted();
    const name = key();
    const acting = () => withRequestScope({ ip: null, readsOnly: false }, () => whileCatalogueUnchanged(name, read));
    await acting();
    await acting();
    await whileCatalogueUnchanged(name, read);
    expect(reads()).toBe(3);

    let attempts = 0;
    const failing = () =>
      reading(() =>
        whileCatalogueUnchanged(name, async () => {
          attempts += 1;
          throw new Error("database gone");
        }),
      );
    await expect(failing()).rejects.toThrow("database gone");
    await expect(failing()).rejects.toThrow("database gone");
    expect(attempts).toBe(2);

    // Nothing found (an unknown store) and keys a visitor makes long are read each time.
    let lookups = 0;
    const unknown = () => reading(() => whileCatalogueUnchanged(["store", "nobody"], async () => (lookups++, null)));
    await unknown();
    await unknown();
    expect(lookups).toBe(2);
    const long = counted();
    const search = ["products", 1, "x".repeat(300)];
    await reading(() => whileCatalogueUnchanged(search, long.read));
    await reading(() => whileCatalogueUnchanged(search, long.read));
    expect(long.reads()).toBe(2);
  });
});
