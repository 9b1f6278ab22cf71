import { describe, expect, it } from "vitest";

import { RecentlyUsed } from "./recently-used";

describe("RecentlyUsed", () => {
  it("drops the least recently used entry past its limit; a read counts as a use", () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set("a", 1);
    kept.set("b", 2);
    expect(kept.get("a")).toBe(1);
    kept.set("c", 3);
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBe(1);
    expect(kept.get("c")).toBe(3);
    expect(kept.size).toBe(2);
  });

  it("forgets an entry only while it holds the value named", () => {
    const kept = new RecentlyUsed<string, object>(5);
    const first = {};
    const second = {};
    kept.set("k", first);
    kept.set("k", second);
    kept.forget("k", first);
    expect(kept.get("k")).toBe(second);
    kept.forget("k", second);
    expect(kept.get("k")).toBeUndefined();
  });
});
