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

/** Turns 2FA on for a member through the setup page; answers the secret and the recovery codes. */
async function turnOnTwoFactor(member: Awaited<ReturnType<typeof freshMember>>) {
  const setup = await (await member.web.get("/two-factor")).text();
  const secret = /data-testid="two-factor-secret">([A-Z2-7]+)</.exec(setup)![1];
  const enabled = await member.web.post("/two-factor", { form: { intent: "enable", code: totpCode(secret, -1) } });
  expect(enabled.status()).toBe(200);
  const recovery = [...(await enabled.text()).matchAll(/>([2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5})</g)].map((m) => m[1]);
  return { secret, recovery };
}

// Issue 28: a bearer token alone paid an order in CCT out of a 2FA-protected wallet.
test("paying an order with the CCT balance asks for the password and the code, over the API and the form", async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const t = texts.en;
  const newContext = (address: string) =>
    playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const member = await freshMember(newContext, "twofapay");
  const { secret } = await turnOnTwoFactor(member);
  await credit(await pageClient(baseURL!, "admin", testInfo.workerIndex), member, 60);
  // A seed product by name: other specs add products to the system store and withdraw them again.
  const products = await (await member.web.get("/api/store/default/products?q=Pulse%20Oximeter")).json();
  const product = products.data.find((p: { quantity: number; ccm_to_pay: number }) => p.quantity > 5 && p.ccm_to_pay < 50);
  const cart = await (await member.web.post("/api/store/default/carts")).json();
  await member.web.post(`/api/carts/${cart.id}`, { data: { op: "add", product_id: product.id, quantity: 1 } });
  const order = {
    name: "Two Factor",
    phone: "0912345678",
    email: member.email,
    address: "1 Street",
    receiving_area: "MN",
    payment_method: "cct",
  };
  const checkout = (extra: Record<string, string>) =>
    member.web.post(`/api/carts/${cart.id}/checkout`, {
      headers: { ...bearer(member), "Idempotency-Key": randomUUID() },
      data: { ...order, ...extra },
    });
  const held = async () => (await (await member.web.get("/api/wallet", { headers: bearer(member) })).json()).held;

  const tokenAlone = await checkout({});
  expect(tokenAlone.status()).toBe(422);
  expect((await tokenAlone.json()).errors.password).toEqual([t.validation.passwordRequired]);
  const wrong = await checkout({ password: "Not#thePassword1" });
  expect(wrong.status()).toBe(422);
  expect((await wrong.json()).errors.password).toEqual([t.account.password.incorrect]);
  const noCode = await checkout({ password: member.password });
  expect(noCode.status()).toBe(422);
  expect((await noCode.json()).errors.otp).toEqual([t.account.twoFactor.required]);
  expect(await held()).toBe(0);
  const paid = await checkout({ password: member.password, otp: totpCode(secret, 0) });
  expect(paid.status(), await paid.text()).toBe(201);
  expect(await held()).toBe(product.ccm_to_pay);

  // The store's checkout form: without the password, nothing is placed.
  await member.web.post("/store/default/cart", { form: { intent: "add", productId: String(product.id), quantity: "1" } });
  const form = await member.web.post("/store/default/cart", {
    form: { intent: "checkout", ...order, idempotency_key: randomUUID() },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(400);
  expect(await held()).toBe(product.ccm_to_pay);
});

// Issue 28: whoever knows the password could burn the authenticator's budget and lock the owner's recovery codes out.
test("recovery codes keep their own budget when the authenticator's is spent", async ({ baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const newContext = (address: string) =>
    playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const member = await freshMember(newContext, "twofarec");
  const { recovery } = await turnOnTwoFactor(member);
  await credit(await pageClient(baseURL!, "admin", testInfo.workerIndex), member, 20);
  const send = (otp: string) =>
    member.web.post("/api/transfers", {
      headers: { ...bearer(member), "Idempotency-Key": randomUUID() },
      data: { account: "member02", amount: 1, password: member.password, otp },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await send("000000")).status());
  expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
  expect(statuses[5]).toBe(429);
  const rescued = await send(recovery[0]);
  expect(rescued.status(), await rescued.text()).toBe(201);
});
