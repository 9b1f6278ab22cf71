import { describe, expect, it } from "vitest";

import { derivedCct, derivedVnd, sameAmount } from "./product-prices";
import { metaFrom, productSchema } from "./schemas/products";

const rates = { vndPerUsd: "24000", cctPerUsd: "1" };

describe("derived product prices (decision 224)", () => {
  it("works VND out to the nearest 1,000 đồng, whole đồng below that", () => {
    expect(derivedVnd("12.5", rates)).toBe("300000");
    expect(derivedVnd("19.99", rates)).toBe("480000");
    expect(derivedVnd("0.01", rates)).toBe("240");
    expect(derivedVnd("0", rates)).toBe("0");
    expect(derivedVnd("12.345", rates)).toBeNull();
  });

  it("works CCT out at USDT's rate, to 10^-8", () => {
    expect(derivedCct("12.5", rates)).toBe("12.5");
    expect(derivedCct("9.99", { ...rates, cctPerUsd: "0.33333333" })).toBe("3.32999997");
    expect(derivedCct("abc", rates)).toBeNull();
  });

  it("compares amounts as numbers", () => {
    expect(sameAmount("12.5", "12.50", 8)).toBe(true);
    expect(sameAmount("12.5", "12.51", 8)).toBe(false);
  });
});

describe("the product form's derived fields", () => {
  const parse = (values: Record<string, string>) => productSchema.parse({ name: "Lotus Tea", price: "4.5", ...values });

  it("leaves empty amounts to the catalogue and keeps typed ones", () => {
    expect(parse({ vnd_to_pay: "", ccm_to_pay: "" })).toMatchObject({ vnd_to_pay: null, ccm_to_pay: null });
    expect(parse({ vnd_to_pay: "99000", ccm_to_pay: "4" })).toMatchObject({ vnd_to_pay: "99000", ccm_to_pay: "4" });
  });

  it("derives again what comes back as the form showed it derived", () => {
    const value = parse({ vnd_to_pay: "108000", vnd_to_pay_derived: "108000", ccm_to_pay: "4.5", ccm_to_pay_derived: "4.50" });
    expect(value).toMatchObject({ vnd_to_pay: null, ccm_to_pay: null });
    expect(parse({ vnd_to_pay: "99000", vnd_to_pay_derived: "108000" }).vnd_to_pay).toBe("99000");
  });

  it("makes the slug from the name and the meta from the description until they are written", () => {
    expect(parse({ description: "Dried lotus leaves.\nBrew hot." })).toMatchObject({
      slug: "lotus-tea",
      meta: "Dried lotus leaves.",
    });
    expect(parse({ slug: "old-name", slug_derived: "old-name", meta: "Mine" })).toMatchObject({
      slug: "lotus-tea",
      meta: "Mine",
    });
    expect(parse({ slug: "my-tea" }).slug).toBe("my-tea");
    expect(parse({}).meta).toBe("Lotus Tea");
  });

  it("cuts a long description at a word for the meta", () => {
    const meta = metaFrom(`${"word ".repeat(50)}end`, "x");
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.endsWith("…")).toBe(true);
  });
});
