import { describe, expect, it } from "vitest";

import { isChunkLoadError, mayReload } from "./reload";

describe("reload after a failed page-part load", () => {
  it("allows the first reload and then one per 60 seconds", () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 60_999)).toBe(false);
    expect(mayReload(1_000, 61_000)).toBe(true);
  });

  it("recognises failed module loads", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });
});
