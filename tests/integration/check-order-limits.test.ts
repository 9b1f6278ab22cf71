import { beforeAll, describe, expect, it } from "vitest";

import { ensureDatabase } from "~/seed/startup.server";

import { call, freshIp } from "../support/route-harness";

/* Check-order: every form branch that takes a code and a phone counts against one limit (decision 055). */

beforeAll(async () => {
  await ensureDatabase();
});

describe("check-order", () => {
  it("the status form counts against the look-up limit and answers a wrong phone like an unknown code", async () => {
    const ip = freshIp();
    const post = (fields: Record<string, string>) =>
      call("/check-order", { method: "POST", body: new URLSearchParams(fields), ip });
    const answers = [];
    for (let i = 0; i < 22; i++) {
      answers.push(
        (
          await post({
            intent: "status",
            to: "canceled",
            code: `CCT-000000-AAAA${String(i).padStart(2, "0")}`,
            phone: "0912345678",
          })
        ).status,
      );
    }
    expect(answers.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429]);
  });
});
