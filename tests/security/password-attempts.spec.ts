import { randomUUID } from "node:crypto";
import { request as playwrightRequest } from "@playwright/test";

import { expect, test } from "../e2e/support/fixtures";
import { bearer, credit, freshMember } from "./support/members";
import { pageClient } from "./support/sessions";

// Issue 28: a burst of transfers with the right password left every money form of the member at 429
// for 15 minutes. Only wrong passwords may spend the budget (decisions 015, 053).
test("a burst of right-password transfers leaves no lockout; wrong passwords still count", async ({ baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const newContext = (address: string) =>
    playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const member = await freshMember(newContext, "burst");
  await credit(await pageClient(baseURL!, "admin", testInfo.workerIndex), member, 30);
  const send = (password: string) =>
    member.web.post("/api/transfers", {
      headers: { ...bearer(member), "Idempotency-Key": randomUUID() },
      data: { account: "member02", amount: 0.01, password },
    });
  const burst = await Promise.all(Array.from({ length: 80 }, () => send(member.password)));
  const statuses = burst.map((r) => r.status());
  // Some may be asked to wait while the burst is under way; nothing else.
  expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
  const sent = statuses.filter((s) => s === 201).length;
  const wallet = await (await member.web.get("/api/wallet", { headers: bearer(member) })).json();
  expect(wallet.balance).toBeCloseTo(30 - sent * 0.01, 8);

  // After it, the member's money forms answer at once.
  expect((await send(member.password)).status()).toBe(201);
  const withdrawal = await member.web.post("/api/withdrawals", {
    headers: { ...bearer(member), "Idempotency-Key": randomUUID() },
    data: { method: "usdt", amount: 10, address: "TXYZ1234567890abcdefghijklmnopqrs", password: member.password },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);

  // Ten wrong passwords spend the budget: the eleventh guess waits, right or wrong.
  for (let i = 0; i < 10; i++) expect((await send("Wrong#password1")).status()).toBe(422);
  expect((await send(member.password)).status()).toBe(429);
});
