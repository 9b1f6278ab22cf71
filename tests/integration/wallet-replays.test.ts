import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { checkLedger } from "~/domain/ledger";
import { ensureDatabase } from "~/seed/startup.server";

import { demo, post, tokenFor } from "../support/fixtures";
import { bearer, call } from "../support/route-harness";

/* A money request replayed with its key answers its first result, whatever changed since (decision 050). */

let member2: string;

beforeAll(async () => {
  await ensureDatabase();
  member2 = await tokenFor(demo.member2);
});

const available = async (token: string) => ((await call("/api/wallet", bearer(token))).body as { available: number }).available;

describe("a replay always answers the first result, whatever the balance is now", () => {
  it("a transfer that emptied the wallet, replayed, answers the transfer (not 'balance not enough')", async () => {
    const all = await available(member2);
    const key = randomUUID();
    const body = { account: "member01", amount: all, password: demo.member2.password };
    const first = await call("/api/transfers", post(member2, body, key));
    expect(first.status).toBe(201);
    expect(await available(member2)).toBe(0);

    const again = await call("/api/transfers", post(member2, body, key));
    // A replay answers 200 with the first transfer (201 is for the first time only).
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, replayed: true });
    expect(await available(member2)).toBe(0);
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });

  it("a withdrawal replayed after the balance is gone answers the withdrawal", async () => {
    const member = await tokenFor(demo.member);
    const key = randomUUID();
    const body = { method: "usdt", amount: 20, address: "TXYZ1234567890abcdefghijklmnopqrs", password: demo.member.password };
    const first = await call("/api/withdrawals", post(member, body, key));
    expect(first.status).toBe(201);
    // Everything else leaves the wallet meanwhile.
    const rest = await available(member);
    const drain = await call(
      "/api/transfers",
      post(member, { account: "member02", amount: rest, password: demo.member.password }),
    );
    expect(drain.status).toBe(201);
    const again = await call("/api/withdrawals", post(member, body, key));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });
});
