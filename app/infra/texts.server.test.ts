import { describe, expect, it } from "vitest";

import { textsIn } from "./texts.server";

describe("textsIn", () => {
  it("answers a key alone as i18next does, and again from memory", () => {
    const t = textsIn("vi");
    expect(t("wallet:kinds.transfer")).toBe("Chuyển điểm");
    expect(t("wallet:kinds.transfer")).toBe("Chuyển điểm");
    expect(textsIn("en")("wallet:kinds.transfer")).not.toBe("Chuyển điểm");
    expect(textsIn("vi")).toBe(t);
  });

  it("still interpolates and counts when given options", () => {
    const t = textsIn("en");
    expect(t("wallet:cct", { amount: "12.5" })).toBe("12.5 CCT");
    expect(t("wallet:cct", { amount: "3" })).toBe("3 CCT");
    expect(t("wallet:statement.total", { count: 1 })).toMatch(/^1 transaction$/);
  });
});
