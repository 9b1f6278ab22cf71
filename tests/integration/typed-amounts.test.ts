import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { listMyDeposits } from "~/domain/wallet";
import { translateKey } from "~/lib/i18n";
import { ensureDatabase } from "~/seed/startup.server";
import { tFor } from "~/utils/i18n.server";

import { cookieFor, createMember, demo, idempotencyKey, post, tokenFor } from "../support/fixtures";
import { call, form } from "../support/route-harness";

/* Amounts are typed in the page's convention: 1,5 on /vi, 1.5 on / (decision 195). */

const hash = () => `0x${randomUUID().replace(/-/g, "")}${randomUUID().replace(/-/g, "")}`;
let member: Record<string, string>;
let memberId: number;

beforeAll(async () => {
  await ensureDatabase();
  const { user } = await createMember("typed");
  memberId = user.id;
  member = await cookieFor(user.account);
});

describe("a Vietnamese amount field", () => {
  it("reads 1,5 as one and a half on /vi", async () => {
    const preview = await call("/vi/invest-usdt", form(member, { intent: "preview", amount: "1,5", txHash: "" }));
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toMatchObject({ amount: "1.5" });
    const txHash = hash();
    const sent = await call("/vi/invest-usdt", form(member, { amount: "1.000,5", txHash, idempotencyKey: idempotencyKey() }));
    expect(sent.status).toBe(302);
    const mine = await listMyDeposits(memberId);
    expect(mine.find((d) => d.txHash === txHash)?.amount).toBe("1000.5");
  });

  it("refuses an amount that reads two ways, in Vietnamese, and records nothing", async () => {
    const before = (await listMyDeposits(memberId)).length;
    for (const amount of ["1.5", "1,234.5"]) {
      const res = await call("/vi/invest-usdt", form(member, { amount, txHash: hash(), idempotencyKey: idempotencyKey() }));
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ amount: ["validation:amountAmbiguous"] });
      expect(translateKey(tFor("vi"), "validation:amountAmbiguous")).toMatch(/hai cách.*1\.234,5/);
    }
    expect((await listMyDeposits(memberId)).length).toBe(before);
  });

  it("keeps the English convention on / and JSON numbers on the API whatever the language", async () => {
    const en = await call("/invest-usdt", form(member, { intent: "preview", amount: "1,5", txHash: "" }));
    expect(en.status).toBe(400);
    expect(en.body.error).toEqual({ amount: ["validation:amountAmbiguous"] });
    const token = await tokenFor(demo.member);
    const init = post(token, { coin: "USDT", amount: 1.5, tx_hash: hash() });
    const api = await call("/api/deposits", { ...init, headers: { ...init.headers, "Accept-Language": "vi" } });
    expect(api.status).toBe(201);
  });
});
