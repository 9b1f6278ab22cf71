import { describe, expect, it } from "vitest";
import { categoriesSchema, changePasswordSchema, profileSchema } from "./account";

const profile = {
  name: "Mai Member",
  address: "1 Le Loi, Ho Chi Minh City",
  ccm_address: "0xabc123",
  account: "member01",
  phone_number: "+84 90 123 45 67",
  phoneNumberRaw: "+84 90 123 45 67",
};

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("profile schema", () => {
  it("accepts a complete profile and stores the phone in E.164", () => {
    const result = profileSchema.safeParse(profile);
    expect(result.success).toBe(true);
    expect(result.data?.phone_number).toBe("+84901234567");
  });

  it.each(["name", "address", "ccm_address", "account", "phone_number"] as const)("requires %s", (field) => {
    expect(errors(profileSchema.safeParse({ ...profile, [field]: "  " }))[field]).toBe("validation:required");
  });

  it("requires the username to be letters and digits, at least 6", () => {
    expect(errors(profileSchema.safeParse({ ...profile, account: "mem-01" })).account).toBe("validation:accountChars");
    expect(errors(profileSchema.safeParse({ ...profile, account: "mem01" })).account).toBe("validation:accountMin");
  });

  it("refuses an invalid phone number", () => {
    expect(errors(profileSchema.safeParse({ ...profile, phone_number: "+84 12", phoneNumberRaw: "" })).phone_number).toBe(
      "validation:phone",
    );
  });
});

describe("change-password schema", () => {
  const valid = { password: "old-pass", newPassword: "New#pass1", confirmationPassword: "New#pass1" };
  it("accepts a valid change", () => expect(changePasswordSchema.safeParse(valid).success).toBe(true));
  it("requires the current password", () =>
    expect(errors(changePasswordSchema.safeParse({ ...valid, password: "" })).password).toBe("validation:required"));
  it("requires at least 8 characters", () =>
    expect(errors(changePasswordSchema.safeParse({ ...valid, newPassword: "Ab#1", confirmationPassword: "Ab#1" })).newPassword).toBe(
      "validation:passwordMin",
    ));
  it("requires the confirmation to match", () =>
    expect(errors(changePasswordSchema.safeParse({ ...valid, confirmationPassword: "other" })).confirmationPassword).toBe(
      "validation:passwordsDiffer",
    ));
});

describe("categories schema", () => {
  it("accepts new and existing rows", () => {
    const result = categoriesSchema.safeParse({ categories: [{ id: 1, name: "Care" }, { name: "Devices" }] });
    expect(result.success).toBe(true);
  });
  it("requires every name", () =>
    expect(errors(categoriesSchema.safeParse({ categories: [{ name: " " }] }))["categories.0.name"]).toBe("validation:required"));
  it("refuses names that differ only in case", () =>
    expect(errors(categoriesSchema.safeParse({ categories: [{ name: "Care" }, { name: "care" }] }))["categories.1.name"]).toBe(
      "validation:categoryDuplicate",
    ));
});
