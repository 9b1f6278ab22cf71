import { randomUUID } from "node:crypto";
import { request as playwrightRequest } from "@playwright/test";

import { expect, test, texts } from "../e2e/support/fixtures";
import { bearer, credit, freshMember } from "./support/members";
import { pageClient } from "./support/sessions";
import { totpCode } from "./support/totp";

// Two-factor authentication as a member meets it with JavaScript off: plain pages and form posts.
test("turn on 2FA, then logging in asks for a code; codes work once; recovery codes work once; the API asks too", async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const newContext = (address: string) =>
    playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const member = await freshMember(newContext, "twofa");
  const t = texts.en;

  // Setup: the QR code and the key; a wrong code is refused, a right one turns it on.
  const setup = await (await member.web.get("/two-factor")).text();
  expect(setup).toContain(t.account.twoFactor.off);
  expect(setup).toMatch(/<img[^>]+src="data:image\/svg\+xml;base64,/);
  const secret = /data-testid="two-factor-secret">([A-Z2-7]+)</.exec(setup)![1];
  const wrong = await member.web.post("/two-factor", { form: { intent: "enable", code: totpCode(secret, 5) } });
  expect(wrong.status()).toBe(422);
  expect(await wrong.text()).toContain(t.account.twoFactor.invalidCode);
  const enabled = await member.web.post("/two-factor", { form: { intent: "enable", code: totpCode(secret, -1) } });
  expect(enabled.status()).toBe(200);
  const page = await enabled.text();
  const recovery = [...page.matchAll(/>([2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5})</g)].map((m) => m[1]);
  expect(recovery).toHaveLength(10);
  // Shown once: the page itself does not list them again.
  const again = await (await member.web.get("/two-factor")).text();
  expect(again).toContain(t.account.twoFactor.on);
  expect(again).not.toContain(recovery[0]);

  // Login: the password alone opens no session.
  const browser = await newContext("172.31.9.1");
  const step1 = await browser.post("/login", {
    form: { email: member.email, password: member.password, redirectTo: "/wallet-check" },
    maxRedirects: 0,
  });
  expect(step1.status()).toBe(302);
  expect(step1.headers().location).toBe("/login/two-factor");
  expect((await browser.get("/dashboard", { maxRedirects: 0 })).headers().location).toMatch(/^\/login/);
  expect((await browser.get("/login/two-factor")).status()).toBe(200);
  const bad = await browser.post("/login/two-factor", { form: { otp: "000000" }, maxRedirects: 0 });
  expect(bad.status()).toBe(422);
  const code = totpCode(secret, 0);
  const step2 = await browser.post("/login/two-factor", { form: { otp: code }, maxRedirects: 0 });
  expect(step2.status()).toBe(302);
  expect(step2.headers().location).toBe("/wallet-check");
  expect((await browser.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);

  // The same code a second time is refused (another login with it).
  const replayer = await newContext("172.31.9.2");
  await replayer.post("/login", { form: { email: member.email, password: member.password }, maxRedirects: 0 });
  expect((await replayer.post("/login/two-factor", { form: { otp: code }, maxRedirects: 0 })).status()).toBe(422);
  // A recovery code works, once.
  const rescued = await replayer.post("/login/two-factor", { form: { otp: recovery[0].toLowerCase() }, maxRedirects: 0 });
  expect(rescued.status()).toBe(302);
  const thief = await newContext("172.31.9.3");
  await thief.post("/login", { form: { email: member.email, password: member.password }, maxRedirects: 0 });
  expect((await thief.post("/login/two-factor", { form: { otp: recovery[0] }, maxRedirects: 0 })).status()).toBe(422);

  // Without the password step the second step is not reachable.
  const stranger = await newContext("172.31.9.4");
  expect((await stranger.get("/login/two-factor", { maxRedirects: 0 })).headers().location).toBe("/login");
  expect((await stranger.post("/login/two-factor", { form: { otp: recovery[1] }, maxRedirects: 0 })).headers().location).toBe(
    "/login",
  );

  // The API: no code, a clear refusal on the otp field; a recovery code opens a token.
  const noCode = await stranger.post("/api/auth/login", { data: { email: member.email, password: member.password } });
  expect(noCode.status()).toBe(422);
  expect(await noCode.json()).toMatchObject({
    message: t.account.twoFactor.required,
    errors: { otp: [t.account.twoFactor.required] },
  });
  const withCode = await stranger.post("/api/auth/login", {
    data: { email: member.email, password: member.password, otp: recovery[1] },
  });
  expect(withCode.status()).toBe(200);

  // Money: a transfer asks for a code too; a replay of it does not ask again.
  await credit(await pageClient(baseURL!, "admin", testInfo.workerIndex), member, 50);
  const key = randomUUID();
  const send = (otp?: string) =>
    member.web.post("/api/transfers", {
      headers: { ...bearer(member), "Idempotency-Key": key },
      data: { account: "member02", amount: 5, password: member.password, ...(otp ? { otp } : {}) },
    });
  const withoutCode = await send();
  expect(withoutCode.status()).toBe(422);
  expect((await withoutCode.json()).errors.otp).toEqual([t.account.twoFactor.required]);
  const sent = await send(totpCode(secret, 1));
  expect(sent.status()).toBe(201);
  const replayed = await send(totpCode(secret, 1));
  expect(replayed.status()).toBe(200);
  expect((await replayed.json()).id).toBe((await sent.json()).id);
  // The page asks for the code on the confirmation step.
  const confirm = await (await member.web.get("/transfer-point?account=member02&amount=1")).text();
  expect(confirm).toContain(t.account.twoFactor.code);

  // Turning it off asks for the password and a code.
  const off = await member.web.post("/two-factor", {
    form: { intent: "disable", password: member.password, otp: recovery[2] },
    maxRedirects: 0,
  });
  expect(off.status()).toBe(302);
  expect(await (await member.web.get("/two-factor")).text()).toContain(t.account.twoFactor.off);
});
