import en from "react-phone-number-input/locale/en.json";
import shipped from "react-phone-number-input/locale/vi.json";
import { describe, expect, it } from "vitest";

import vi from "./phone-labels-vi.json";

type Code = keyof typeof en;
const sameAsEnglish = (labels: Record<Code, string>) => (Object.keys(en) as Code[]).filter((code) => labels[code] === en[code]);

describe("the phone field's Vietnamese country list", () => {
  it("names every country the English list names", () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const [code, label] of Object.entries(vi)) expect(label.trim(), code).not.toBe("");
  });

  it("is wholly Vietnamese: no English left where Vietnamese has its own name", () => {
    expect([vi.VN, vi.US, vi.GB, vi.DE, vi.IT, vi.ZZ]).toEqual(["Việt Nam", "Hoa Kỳ", "Vương quốc Anh", "Đức", "Ý", "Quốc tế"]);
    expect([vi.AX, vi.AS, vi.AG, vi.country, vi.phone]).toEqual([
      "Quần đảo Åland",
      "Samoa thuộc Mỹ",
      "Antigua và Barbuda",
      "Quốc gia",
      "Số điện thoại",
    ]);
    // What stays as in English is a name Vietnamese writes the same way (Argentina, Canada…).
    const kept = sameAsEnglish(vi);
    expect(kept).toEqual(expect.arrayContaining(["AR", "CA"]));
    expect(kept).not.toEqual(expect.arrayContaining(["AX"]));
    expect(kept.length).toBeLessThan(sameAsEnglish(shipped).length);
  });
});
