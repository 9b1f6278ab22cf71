import { describe, expect, it } from "vitest";

import { DomainError } from "~/lib/errors";

import { assertSameRequest, fingerprint, once, scopedKey } from "./idempotency.server";

describe("idempotency", () => {
  it("scopes a client's key to a kind of request and an owner", () => {
    expect(scopedKey("deposit", 7, "abc")).toBe("deposit:7:abc");
    expect(scopedKey("deposit", 7, "abc")).not.toBe(scopedKey("deposit", 8, "abc"));
  });

  it("fingerprints the parameters (missing ones as empty), so another request with the key is told apart", () => {
    expect(fingerprint("usdt", 10n, null)).toBe(fingerprint("usdt", "10", undefined));
    expect(fingerprint("usdt", 10n, "a")).not.toBe(fingerprint("usdt", 11n, "a"));
    expect(() => assertSameRequest({ fingerprint: fingerprint("a") }, fingerprint("b"))).toThrow(DomainError);
    expect(() => assertSameRequest({ fingerprint: fingerprint("a") }, fingerprint("a"))).not.toThrow();
  });

  it("creates once, then answers the first result as a replay", async () => {
    const store = new Map<string, number>();
    let made = 0;
    const run = () =>
      once({
        find: async () => store.get("k"),
        create: async () => {
          made += 1;
          store.set("k", 42);
          return 42;
        },
      });
    expect(await run()).toEqual({ value: 42, replayed: false });
    expect(await run()).toEqual({ value: 42, replayed: true });
    expect(made).toBe(1);
  });

  it("answers the winner's result when creating failed on the key, and rethrows other failures", async () => {
    const lost = await once({
      findFirst: false,
      find: async () => (lostRace ? 1 : undefined),
      create: async () => {
        lostRace = true;
        throw new Error("unique violation");
      },
    });
    expect(lost).toEqual({ value: 1, replayed: true });
    await expect(
      once({
        find: async () => undefined,
        create: async () => {
          throw new Error("boom");
        },
      }),
    ).rejects.toThrow("boom");
    await expect(
      once({
        find: async () => 1,
        findFirst: false,
        findAfter: () => false,
        create: async () => {
          throw new Error("not a replay");
        },
      }),
    ).rejects.toThrow("not a replay");
  });
});

let lostRace = false;
