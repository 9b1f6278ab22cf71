import { describe, expect, it } from "vitest";

import { normalizePhone } from "./phone";

describe("phone numbers", () => {
  it("accept international numbers and Vietnamese local ones, in E.164", () => {
    expect(normalizePhone("+84 912 345 678")).toBe("+84912345678");
    expect(normalizePhone("0912345678")).toBe("+84912345678");
    expect(normalizePhone(" 091 234 5678 ")).toBe("+84912345678");
    expect(normalizePhone("+1 201 555 0123")).toBe("+12015550123");
    expect(normalizePhone("12345")).toBeNull();
    expect(normalizePhone("+0912345678")).toBeNull();
    expect(normalizePhone("")).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
  });
});
