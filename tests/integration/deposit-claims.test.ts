import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { ensureDatabase } from "~/seed/startup.server";

import { demo, post, tokenFor } from "../support/fixtures";
import { call } from "../support/route-harness";

/* A deposit's transaction hash is claimed once per coin, however it is written (decision 051). */

beforeAll(async () => {
  await ensureDatabase();
});

describe("one payment, one claim", () => {
  it("a transaction hash is refused again with or without 0x, in any letter case, with spaces around", async () => {
    const member = await tokenFor(demo.member);
    const hex = randomUUID().replace(/-/g, "") + randomUUID().replace(/-/g, "");
    const first = await call("/api/deposits", post(member, { coin: "USDT", amount: 10, tx_hash: `0x${hex}` }));
    expect(first.status).toBe(201);
    for (const variant of [hex, hex.toUpperCase(), `0X${hex.toUpperCase()}`, `  ${hex}  `]) {
      const again = await call("/api/deposits", post(member, { coin: "USDT", amount: 10, tx_hash: variant }));
      expect(again.status, variant).toBe(409);
      expect(again.body.message).toBe("This transaction hash was already used for this coin.");
    }
    // Another coin's payment may carry the same hash.
    expect((await call("/api/deposits", post(member, { coin: "ZAFI", amount: 10, tx_hash: hex }))).status).toBe(201);
  });
});
