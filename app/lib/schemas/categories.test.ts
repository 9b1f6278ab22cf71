import { describe, expect, it } from "vitest";

import { categoriesSchema } from "./categories";
import { messagesByPath } from "./issues";

describe("categories schema", () => {
  it("accepts new and existing rows", () => {
    const result = categoriesSchema.safeParse({ categories: [{ id: 1, name: "Care" }, { name: "Devices" }] });
    expect(result.success).toBe(true);
  });
  it("requires every name", () =>
    expect(messagesByPath(categoriesSchema.safeParse({ categories: [{ name: " " }] }))["categories.0.name"]).toBe(
      "validation:required",
    ));
  it("refuses names that differ only in case", () =>
    expect(
      messagesByPath(categoriesSchema.safeParse({ categories: [{ name: "Care" }, { name: "care" }] }))["categories.1.name"],
    ).toBe("validation:categoryDuplicate"));
});
