import { beforeAll, describe, expect, it } from "vitest";

import { activate, changePassword, isResetTokenValid, resetPassword, verifyLogin } from "~/domain/accounts";
import { ensureDatabase } from "~/seed/startup.server";

import { resetToken, signedUpMember, statusOf } from "../support/accounts";
import { asClient } from "../support/fixtures";

/* Reset and activation links: one reset link alive at a time, activation answers that tell nothing (decision 054). */

beforeAll(async () => {
  await ensureDatabase();
});

const member = signedUpMember;

describe("reset links", () => {
  it("using one link, or changing the password, ends every older link", async () => {
    const { email, user } = await member("links");
    const older = await resetToken(email);
    const newer = await resetToken(email);
    await resetPassword(newer, "Second#2026pass");
    expect(await isResetTokenValid(older)).toBe(false);
    expect(await statusOf(resetPassword(older, "Third#2026pass"))).toBe(404);

    const pending = await resetToken(email);
    await changePassword(
      { ...user, passwordHash: (await asClient(() => verifyLogin(email, "Second#2026pass"))).passwordHash },
      {
        password: "Second#2026pass",
        newPassword: "Fourth#2026pass",
        confirmationPassword: "Fourth#2026pass",
      },
    );
    expect(await isResetTokenValid(pending)).toBe(false);
  });
});

describe("activation links", () => {
  it("an activated account's id with a wrong code is refused like an unknown id; its own link still says activated", async () => {
    const { id, code } = await member("probe");
    expect(await statusOf(activate(id, "anything"))).toBe(404);
    expect(await statusOf(activate(987654321, "anything"))).toBe(404);
    expect((await activate(id, code)).id).toBe(id);
  });
});
