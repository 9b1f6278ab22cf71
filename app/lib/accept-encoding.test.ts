import { describe, expect, it } from "vitest";

import { chosenEncoding } from "./accept-encoding";

describe("chosenEncoding", () => {
  const both = ["br", "gzip"] as const;

  it("takes brotli before gzip when a browser accepts both", () => {
    expect(chosenEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chosenEncoding("gzip, deflate, br", ["gzip"])).toBe("gzip");
  });

  it("sends nothing compressed without the header, or for identity only", () => {
    expect(chosenEncoding(null, both)).toBeNull();
    expect(chosenEncoding("", both)).toBeNull();
    expect(chosenEncoding("identity", both)).toBeNull();
    expect(chosenEncoding("gzip", [])).toBeNull();
  });

  it("honours refusals and wildcards", () => {
    expect(chosenEncoding("br;q=0, gzip;q=0.5", both)).toBe("gzip");
    expect(chosenEncoding("*", both)).toBe("br");
    expect(chosenEncoding("*;q=0, gzip", both)).toBe("gzip");
    expect(chosenEncoding("BR ; q=1.0", both)).toBe("br");
    expect(chosenEncoding("gzip;q=0, br;q=0", both)).toBeNull();
  });
});
