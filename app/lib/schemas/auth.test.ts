import { describe, expect, it } from "vitest";

import { loginSchema, newPasswordSchema, signUpSchema } from "./auth";
import { messagesByPath } from "./issues";

const valid = {
  name: "Lan Nguyen",
  email: "Lan@Example.com ",
  account: "lan2026",
  password: "Secret#123",
  confirmationPassword: "Secret#123",
};

describe("sign-up schema", () => {
  it("accepts a valid form and normalises the email", () => {
    const result = signUpSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe("lan@example.com");
  });

  it("requires letters and digits only, at least 6, for the username", () => {
    expect(messagesByPath(signUpSchema.safeParse({ ...valid, account: "lan_20" })).account).toBe("validation:accountChars");
    expect(messagesByPath(signUpSchema.safeParse({ ...valid, account: "lan20" })).account).toBe("validation:accountMin");
    expect(messagesByPath(signUpSchema.safeParse({ ...valid, account: "" })).account).toBe("validation:required");
  });

  it("requires a password of at least 8 and an equal confirmation", () => {
    expect(messagesByPath(signUpSchema.safeParse({ ...valid, password: "short", confirmationPassword: "short" })).password).toBe(
      "validation:passwordMin",
    );
    expect(messagesByPath(signUpSchema.safeParse({ ...valid, confirmationPassword: "Secret#124" })).confirmationPassword).toBe(
      "validation:passwordsDiffer",
    );
  });

  it("rejects a malformed email", () => {
    expect(messagesByPath(signUpSchema.safeParse({ ...valid, email: "not-an-email" })).email).toBe("validation:email");
  });
});

describe("login and new-password schemas", () => {
  it("requires both login fields", () => {
    const m = messagesByPath(loginSchema.safeParse({ email: "", password: "" }));
    expect(m).toEqual({ email: "validation:required", password: "validation:passwordRequired" });
  });

  it("refuses different new passwords", () => {
    expect(newPasswordSchema.safeParse({ password: "abcdefgh", confirmationPassword: "abcdefgh" }).success).toBe(true);
    expect(
      messagesByPath(newPasswordSchema.safeParse({ password: "abcdefgh", confirmationPassword: "abcdefgi" }))
        .confirmationPassword,
    ).toBe("validation:passwordsDiffer");
  });
});
