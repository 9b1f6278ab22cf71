import { describe, expect, it } from "vitest";

import { resources } from "../i18n-resources";
import { changePasswordSchema, profileSchema } from "./account";
import { messagesByPath } from "./issues";

const profile = {
  name: "Mai Member",
  address: "1 Le Loi, Ho Chi Minh City",
  ccm_address: "0xabc123",
  account: "member01",
  phone_number: "+84 90 123 45 67",
  phoneNumberRaw: "+84 90 123 45 67",
};

describe("profile schema", () => {
  it("accepts a complete profile and stores the phone in E.164", () => {
    const result = profileSchema.safeParse(profile);
    expect(result.success).toBe(true);
    expect(result.data?.phone_number).toBe("+84901234567");
  });

  it.each(["name", "address", "ccm_address", "account", "phone_number"] as const)("requires %s", (field) => {
    expect(messagesByPath(profileSchema.safeParse({ ...profile, [field]: "  " }))[field]).toBe("validation:required");
  });

  it("requires the username to be letters and digits, at least 6", () => {
    expect(messagesByPath(profileSchema.safeParse({ ...profile, account: "mem-01" })).account).toBe("validation:accountChars");
    expect(messagesByPath(profileSchema.safeParse({ ...profile, account: "mem01" })).account).toBe("validation:accountMin");
  });

  it("refuses an invalid phone number", () => {
    expect(messagesByPath(profileSchema.safeParse({ ...profile, phone_number: "+84 12", phoneNumberRaw: "" })).phone_number).toBe(
      "validation:phone",
    );
  });
});

describe("change-password schema", () => {
  const valid = { password: "old-pass", newPassword: "New#pass1", confirmationPassword: "New#pass1" };
  it("accepts a valid change", () => expect(changePasswordSchema.safeParse(valid).success).toBe(true));
  it("requires the current password", () =>
    expect(messagesByPath(changePasswordSchema.safeParse({ ...valid, password: "" })).password).toBe(
      "validation:passwordRequired",
    ));
  it("requires at least 8 characters", () =>
    expect(
      messagesByPath(changePasswordSchema.safeParse({ ...valid, newPassword: "Ab#1", confirmationPassword: "Ab#1" })).newPassword,
    ).toBe("validation:passwordMin"));
  it("requires the confirmation to match", () =>
    expect(messagesByPath(changePasswordSchema.safeParse({ ...valid, confirmationPassword: "other" })).confirmationPassword).toBe(
      "validation:passwordsDiffer",
    ));
});

describe("schema messages exist in both languages", () => {
  const failures = [
    profileSchema.safeParse({}),
    profileSchema.safeParse({ ...profile, account: "a-b", phone_number: "+1 1" }),
    profileSchema.safeParse({ ...profile, account: "abc" }),
    changePasswordSchema.safeParse({ password: "", newPassword: "short", confirmationPassword: "x" }),
    changePasswordSchema.safeParse({ password: "x", newPassword: "long-enough", confirmationPassword: "other" }),
  ];
  const keys = new Set(failures.flatMap((r) => Object.values(messagesByPath(r))));

  it.each([...keys])("%s is translated in English and Vietnamese", (key) => {
    const [ns, path] = key.split(":");
    const en = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], resources.en[ns]);
    const vi = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], resources.vi[ns]);
    expect(typeof en).toBe("string");
    expect(typeof vi).toBe("string");
    expect(vi).not.toBe(en);
  });
});
