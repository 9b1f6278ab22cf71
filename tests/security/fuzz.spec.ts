import { request as playwrightRequest } from "@playwright/test";
import fc from "fast-check";

import { expect, test } from "../e2e/support/fixtures";
import { bearer, freshMember, type Member } from "./support/members";

// Malformed input through every API endpoint and form action: each well-formed sample has one
// field replaced by a hostile value (fast-check draws them). Whatever arrives, the answer is a 4xx
// with a message and no internals, nothing of the member's changes, and the process stays up.

/** Values no text field of ours accepts: NUL bytes, over-long text, wrong types. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.string({ minLength: 1, maxLength: 3 }).map((s) => s.repeat(6000)),
  fc.constantFrom(1e300, -1, 99999999999, true, false),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { minKeys: 1, maxKeys: 3 }),
  fc.constantFrom("'; drop table users; --\u0000", "<script>\u0000</script>"),
);
/** Values no number or amount field of ours accepts: out of range, not numbers, wrong types. */
const hostileNumber = fc.oneof(
  fc.constantFrom(1e300, -1e300, 99999999999, -99999999999, 2 ** 63, 0.000000000001, -1, 0),
  fc.constantFrom("1e300", "Infinity", "-Infinity", "NaN", "99999999999999999999", "0x7fffffff", "", "\u0000"),
  fc.boolean(),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { minKeys: 1, maxKeys: 3 }),
);
const hostileFor = (sample: unknown) => (typeof sample === "number" ? hostileNumber : hostileText);

type Sample = { method: "POST" | "PATCH" | "GET"; path: string; body?: Record<string, unknown>; query?: Record<string, string> };

const wrongPassword = "Not-the-password#1";

function samples(cartId: string): Sample[] {
  return [
    { method: "POST", path: "/api/auth/login", body: { email: "nobody@mail.test", password: wrongPassword } },
    {
      method: "PATCH",
      path: "/api/user/update",
      body: { name: "Fuzz", address: "1 Street", ccm_address: "0xabc", account: "fuzzaccount1", phone_number: "+84901234567" },
    },
    {
      method: "PATCH",
      path: "/api/user/change_password",
      body: { password: wrongPassword, newPassword: "New#pass2026", confirmationPassword: "New#pass2026" },
    },
    { method: "POST", path: `/api/carts/${cartId}`, body: { op: "add", product_id: 1, quantity: 1 } },
    {
      method: "POST",
      path: `/api/carts/${cartId}/checkout`,
      body: {
        name: "Fuzz",
        phone: "0912345678",
        email: "f@mail.test",
        address: "1 Street",
        receiving_area: "MN",
        payment_method: "cct",
        idempotency_key: "fuzz-key-000000",
        password: wrongPassword,
      },
    },
    { method: "POST", path: "/api/orders/check", body: { code: "CCT-000000-AAAAAA", phone: "0912345678" } },
    { method: "POST", path: "/api/orders/987654321/status", body: { to: "canceled", note: "x" } },
    { method: "POST", path: "/api/signature", body: { kind: "typed", name: "Fuzz Member" } },
    { method: "POST", path: "/api/transfers", body: { account: "member02", amount: 1, password: wrongPassword } },
    {
      method: "POST",
      path: "/api/withdrawals",
      body: { method: "usdt", amount: 20, address: "TXYZ1234567890abcdefghijklmnopqrs", password: wrongPassword },
    },
    { method: "POST", path: "/api/admin/categories/save", body: { categories: [{ id: 1, name: "x" }] } },
    { method: "POST", path: "/api/deposits", body: { coin: "USDT", amount: 10, tx_hash: "0xfuzzfuzzfuzzfuzzfuzzfuzz" } },
    { method: "POST", path: "/api/admin/withdrawals/987654321/approve", body: { tx_hash: "0xfuzzfuzzfuzzfuzz" } },
    { method: "POST", path: "/api/admin/deposits/987654321/reject", body: { reason: "x" } },
    { method: "POST", path: "/api/packages/987654321/buy", body: { password: wrongPassword } },
    { method: "GET", path: "/api/refs", query: { q: "member", page: "1" } },
    { method: "GET", path: "/api/store/member01/products", query: { category: "1", sort: "price", q: "vitamin", page: "1" } },
    { method: "GET", path: "/api/orders", query: { as: "buyer", page: "1" } },
    { method: "GET", path: "/api/transactions", query: { page: "1" } },
    { method: "GET", path: "/api/users/check-account", query: { account: "member01" } },
    { method: "POST", path: "/api/cards", body: { code: "ABCD-EFGH-JKLM" } },
    {
      method: "GET",
      path: "/api/admin/cards",
      query: { status: "used", discount: "10", from: "2026-01-01", to: "2026-12-31", member: "x", batch: "x", q: "x", page: "1" },
    },
    {
      method: "GET",
      path: "/api/admin/orders",
      query: { status: "pending", page: "1", q: "x", from: "2026-01-01", to: "2026-12-31" },
    },
    { method: "GET", path: "/api/admin/overview", query: { days: "30" } },
  ];
}

async function snapshot(member: Member) {
  const get = async (path: string) => (await member.web.get(path, { headers: bearer(member) })).json();
  return {
    user: await get("/api/auth/user"),
    wallet: await get("/api/wallet"),
    orders: await get("/api/orders"),
    withdrawals: await get("/api/withdrawals"),
    deposits: await get("/api/deposits"),
  };
}

function refusedCleanly(status: number, body: string, what: string) {
  expect(status, `${what} → ${status}: ${body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(status, `${what} → ${status}: ${body.slice(0, 300)}`).toBeLessThan(500);
  expect(body, what).not.toMatch(/Failed query|at [\w.]+ \(|node_modules|ReferenceError|TypeError|Unexpected Server Error/);
}

test("hostile values in every API field: a clean 4xx, nothing changes", async ({ baseURL }) => {
  test.setTimeout(240_000);
  const newContext = (address: string) =>
    playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const member = await freshMember(newContext, "fuzzapi");
  const cartId = (await (await member.web.post("/api/store/member01/carts")).json()).id as string;
  const before = await snapshot(member);

  for (const sample of samples(cartId)) {
    const values = { ...sample.body, ...sample.query };
    const fields = Object.keys(values);
    const draw = fc.constantFrom(...fields).chain((field) => fc.tuple(fc.constant(field), hostileFor(values[field])));
    await fc.assert(
      fc.asyncProperty(draw, async ([field, value]) => {
        const what = `${sample.method} ${sample.path} ${field}=${JSON.stringify(value).slice(0, 60)}`;
        const headers = { ...bearer(member), "Content-Type": "application/json" };
        let answer;
        if (sample.method === "GET") {
          const query = new URLSearchParams({
            ...sample.query,
            [field]: typeof value === "string" ? value : JSON.stringify(value),
          });
          answer = await member.web.get(`${sample.path}?${query}`, { headers });
          // A read with a strange filter may answer an empty page: only a 5xx or leaked internals fail.
          expect(answer.status(), what).toBeLessThan(500);
          expect(await answer.text(), what).not.toMatch(/Failed query|node_modules|Unexpected Server Error/);
          return;
        }
        answer = await member.web.fetch(sample.path, {
          method: sample.method,
          headers,
          data: JSON.stringify({ ...sample.body, [field]: value }),
        });
        const body = await answer.text();
        // Adding a product that exists to one's own cart is allowed: only refusals are about the hostile value.
        if (answer.status() < 300 && sample.path.startsWith("/api/carts/") && !sample.path.endsWith("checkout")) return;
        refusedCleanly(answer.status(), body, what);
        expect(JSON.parse(body), what).toMatchObject({ message: expect.any(String) });
      }),
      { numRuns: 25, seed: 20261123 },
    );
  }
  // Broken bodies: not JSON, JSON of the wrong shape, the wrong content type.
  for (const sample of samples(cartId).filter((s) => s.method !== "GET")) {
    for (const [contentType, data] of [
      ["application/json", '{"a":'],
      ["application/json", "[1,2,3]"],
      ["application/json", '"just a string"'],
      ["text/plain", "hello"],
      ["multipart/form-data; boundary=xyz", '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
      ["application/x-www-form-urlencoded", "a=%ZZ&&=="],
    ]) {
      const answer = await member.web.fetch(sample.path, {
        method: sample.method,
        headers: { ...bearer(member), "Content-Type": contentType },
        data,
      });
      refusedCleanly(answer.status(), await answer.text(), `${sample.method} ${sample.path} as ${contentType}`);
    }
  }
  expect(await snapshot(member)).toEqual(before);
  expect((await member.web.get("/api/admin/categories")).status()).toBe(200);
});

test("hostile values and broken bodies in every form action: a clean 4xx page, the process alive", async ({ baseURL }) => {
  test.setTimeout(240_000);
  const newContext = (address: string) =>
    playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const member = await freshMember(newContext, "fuzzform");
  const before = await snapshot(member);
  const forms: [string, Record<string, string>][] = [
    ["/login", { email: "nobody@mail.test", password: wrongPassword }],
    ["/vi/sign_up", { name: "Fuzz", email: "fuzz@mail.test", account: "fuzzform1", password: "x", confirmationPassword: "y" }],
    ["/reset-password", { email: "nobody@mail.test" }],
    ["/check-order", { code: "CCT-000000-AAAAAA", phone: "0912345678" }],
    ["/store/member01/cart", { intent: "set", productId: "987654321", quantity: "1" }],
    ["/profile", { intent: "update-profile", name: "", account: "fuzzform" }],
    ["/transfer-point", { account: "member02", amount: "1", password: wrongPassword, idempotencyKey: "fuzz-form-key-1" }],
    [
      "/withdraw",
      { amount: "20", address: "TXYZ1234567890abcdefghijklmnopqrs", password: wrongPassword, idempotencyKey: "fuzz-form-key-2" },
    ],
    ["/deposite-ccm", { amount: "", txHash: "0xabc", idempotencyKey: "fuzz-form-key-3" }],
    ["/cards", { code: "ABCD-EFGH-JKLM" }],
    ["/packages", { packageId: "987654321", password: wrongPassword, idempotencyKey: "fuzz-form-key-4" }],
    ["/signature", { kind: "drawn", path: "M1 1" }],
    ["/orders/987654321/contract", { intent: "sign" }],
  ];
  const hostileText = fc.oneof(
    fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
    fc.string({ minLength: 1, maxLength: 3 }).map((s) => s.repeat(6000)),
    fc.constantFrom("1e300", "Infinity", "NaN", "99999999999999999999", "-1", "\uD800", "%00", "𝕏".repeat(3000)),
  );
  for (const [path, form] of forms) {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(form)), hostileText, async (field, value) => {
        const answer = await member.web.post(path, { form: { ...form, [field]: value }, maxRedirects: 0 });
        const what = `POST ${path} ${field}=${JSON.stringify(value).slice(0, 40)}`;
        expect(answer.status(), what).toBeLessThan(500);
        expect(await answer.text(), what).not.toMatch(/Failed query|node_modules|Unexpected Server Error/);
      }),
      { numRuns: 15, seed: 20261123 },
    );
    for (const [contentType, data] of [
      ["application/json", '{"email":"x"}'],
      ["text/plain", "hello"],
      ["multipart/form-data", "no boundary"],
      ["multipart/form-data; boundary=xyz", "--xyz\r\nbroken"],
    ]) {
      const answer = await member.web.post(path, { headers: { "Content-Type": contentType }, data, maxRedirects: 0 });
      refusedCleanly(answer.status(), await answer.text(), `POST ${path} as ${contentType}`);
    }
    // The form library's own fields (a list's add and remove buttons), forged.
    for (const [name, value] of [
      ["__intent__", "garbage"],
      ["__intent__", "null"],
      ["__intent__", '{"type":"insert","payload":{"name":{"a":1}}}'],
      ["__state__", "garbage"],
    ]) {
      const answer = await member.web.post(path, { form: { ...form, [name]: value }, maxRedirects: 0 });
      refusedCleanly(answer.status(), await answer.text(), `POST ${path} with ${name}=${value}`);
    }
  }
  expect(await snapshot(member)).toEqual(before);
});
