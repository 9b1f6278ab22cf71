import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { findUserByAccount } from "~/domain/accounts";
import { memberBalance } from "~/domain/ledger";
import { listMyDeposits, requestDeposit } from "~/domain/wallet";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember } from "../support/fixtures";
import { call, form } from "../support/route-harness";

/* Money-moving and irreversible back-office forms ask first: without JavaScript, a confirmation step (decision 138). */

let admin: Record<string, string>;

beforeAll(async () => {
  await ensureDatabase();
  admin = await cookieFor("admin01");
});

describe("the confirmation step (decision 138)", () => {
  it("a deposit decision sent with confirm=ask only answers its values back; the second post acts", async () => {
    const { user: member } = await createMember("confirmstep");
    const { deposit } = await requestDeposit(
      member,
      { coin: "USDT", amount: "40", txHash: randomBytes(20).toString("hex") },
      randomUUID(),
    );
    const fields = { intent: "approve", id: String(deposit.id) };
    const asked = await call(
      "/admin/deposite-ccm?status=pending",
      form(admin, { ...fields, confirm: "ask", confirmForm: `approve-${deposit.id}` }),
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      confirmation: {
        form: `approve-${deposit.id}`,
        values: [
          ["intent", "approve"],
          ["id", String(deposit.id)],
        ],
      },
    });
    expect((await listMyDeposits(member.id))[0].status).toBe("pending");
    expect((await memberBalance(member.id)).balance).toBe(0n);

    const done = await call("/admin/deposite-ccm?status=pending", form(admin, fields));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/deposite-ccm?status=pending");
    expect((await listMyDeposits(member.id))[0].status).toBe("confirmed");
    expect((await memberBalance(member.id)).balance).toBe(4_000_000_000n);
  });

  it("an invalid form is refused before any confirmation; a password never comes back", async () => {
    const refused = await call("/admin/deposite-ccm", form(admin, { intent: "reject", id: "1", confirm: "ask" }));
    expect(refused.status).toBe(400);
    const member = (await findUserByAccount("member02"))!;
    const asked = await call(
      `/admin/users/${member.id}`,
      form(admin, { intent: "lock", reason: "Spam", password: "secret", confirm: "ask", confirmForm: "lock" }),
    );
    expect(asked.status).toBe(200);
    expect(asked.body.confirmation.values).toEqual([
      ["intent", "lock"],
      ["reason", "Spam"],
    ]);
    expect((await findUserByAccount("member02"))!.lockedAt).toBeNull();
  });
});
