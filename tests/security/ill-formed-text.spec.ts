import { request as playwrightRequest } from "@playwright/test";

import { expect, freshIdentity, newMemberPassword, test, texts } from "../e2e/support/fixtures";
import { bearer, freshMember } from "./support/members";
import { apiToken, pageClient } from "./support/sessions";

// Text that is not well-formed Unicode is refused where it comes in, for every endpoint and form: a
// lone surrogate (`"\ud800"` is valid JSON, and decodes to one) once reached a jsonb column and
// answered 500; bytes that are not UTF-8 were silently turned into U+FFFD.

/** A JSON body with a lone surrogate in `field`, written as JSON text (JSON.stringify would write it so too). */
const withLoneSurrogate = (body: Record<string, unknown>, field: string) =>
  JSON.stringify({ ...body, [field]: "marker" }).replace('"marker"', '"Lone \\ud800 surrogate"');

test("the API answers 422 { message, errors } for a lone surrogate in any text field, and saves nothing", async ({
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await freshMember(
    (address) => playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } }),
    "illformed",
  );
  const product = { name: "Ill-formed probe", price: "12.50", vnd_to_pay: "300000", ccm_to_pay: "1.5", quantity: 5 };
  const made = await request.post("/api/products", { headers: bearer(owner), data: product });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = await made.json();

  const admin = await apiToken(await pageClient(baseURL!, "guest", 3), "admin");
  const asAdmin = { Authorization: `Bearer ${admin}` };
  const cases: { method: "POST" | "PATCH"; path: string; headers: Record<string, string>; body: string; field: string }[] = [
    {
      method: "PATCH",
      path: `/api/products/${id}`,
      headers: bearer(owner),
      body: withLoneSurrogate(product, "name"),
      field: "name",
    },
    {
      method: "POST",
      path: "/api/admin/cards",
      headers: asAdmin,
      body: withLoneSurrogate({ count: 1, discount_percentage: 10 }, "note"),
      field: "note",
    },
    {
      method: "POST",
      path: "/api/admin/card-offers",
      headers: asAdmin,
      body: withLoneSurrogate({ discount_percentage: 10, price: "25.00", vnd_to_pay: "620000", ccm_to_pay: "25" }, "name"),
      field: "name",
    },
    {
      method: "POST",
      path: "/api/admin/packages",
      headers: asAdmin,
      body: withLoneSurrogate({ name_vi: "Gói", price: "50", commission_percentage: 10 }, "name_en"),
      field: "name_en",
    },
    // A list of texts, and a key: the field is named by its path.
    {
      method: "PATCH",
      path: `/api/products/${id}`,
      headers: bearer(owner),
      body: JSON.stringify({ ...product, images: ["marker"] }).replace('"marker"', '"\\udfff"'),
      field: "images.0",
    },
  ];
  for (const { method, path, headers, body, field } of cases) {
    for (const lng of ["en", "vi"] as const) {
      const answer = await request.fetch(path, {
        method,
        headers: { ...headers, "Content-Type": "application/json", "Accept-Language": lng },
        data: body,
      });
      expect(answer.status(), `${method} ${path}`).toBe(422);
      expect(await answer.json(), `${method} ${path}`).toEqual({
        message: texts[lng].errors.validation,
        errors: { [field]: [texts[lng].errors.illFormedText] },
      });
    }
  }
  // Bytes that are not UTF-8 at all: refused too, not read as U+FFFD.
  const bytes = await request.fetch(`/api/products/${id}`, {
    method: "PATCH",
    headers: { ...bearer(owner), "Content-Type": "application/json" },
    data: Buffer.concat([Buffer.from('{"name":"Bad '), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
  });
  expect(bytes.status()).toBe(422);
  expect(await bytes.json()).toEqual({ message: texts.en.errors.validation, errors: { body: [texts.en.errors.illFormedText] } });

  // Nothing was saved; well-formed text from anywhere in Unicode still is.
  const kept = await request.get(`/api/products/${id}`, { headers: bearer(owner) });
  expect((await kept.json()).name).toBe(product.name);
  const astral = await request.patch(`/api/products/${id}`, {
    headers: bearer(owner),
    data: { ...product, name: "Nguyễn 😀 𝄞" },
  });
  expect(astral.status(), await astral.text()).toBe(200);
  expect((await astral.json()).name).toBe("Nguyễn 😀 𝄞");
  await owner.web.dispose();
});

test("a form whose text is not UTF-8 is refused with a clear message in the page's language", async ({ request }) => {
  const who = freshIdentity("illform");
  const fields = (name: string) =>
    [
      `name=${name}`,
      `email=${encodeURIComponent(who.email)}`,
      `account=${who.account}`,
      `password=${encodeURIComponent(newMemberPassword)}`,
      `confirmationPassword=${encodeURIComponent(newMemberPassword)}`,
    ].join("&");
  // %ED%A0%80 is a surrogate written as UTF-8 bytes: no character. %C3%28 is a broken sequence.
  for (const [path, name, lng] of [
    ["/sign_up", "Lan%ED%A0%80", "en"],
    ["/vi/sign_up", "Lan%C3%28", "vi"],
  ] as const) {
    const answer = await request.post(path, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: fields(name),
      maxRedirects: 0,
    });
    expect(answer.status(), path).toBe(422);
    expect(await answer.text(), path).toContain(texts[lng].errors.illFormedText);
  }
  // The same in a multipart form's text field (a file's bytes are not text and are not read so).
  const boundary = "----illformed";
  const part = (name: string, value: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      value,
      Buffer.from("\r\n"),
    ]);
  const multipart = await request.post("/sign_up", {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    data: Buffer.concat([
      part("name", Buffer.from([0x4c, 0xed, 0xa0, 0x80])),
      part("email", Buffer.from(who.email)),
      part("account", Buffer.from(who.account)),
      part("password", Buffer.from(newMemberPassword)),
      part("confirmationPassword", Buffer.from(newMemberPassword)),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    maxRedirects: 0,
  });
  expect(multipart.status()).toBe(422);
  expect(await multipart.text()).toContain(texts.en.errors.illFormedText);

  // Nothing was made: the same identity signs up once the name is well-formed (Vietnamese included).
  const fine = await request.post("/sign_up", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: fields(encodeURIComponent("Lan Nguyễn")),
    maxRedirects: 0,
  });
  expect(fine.status(), await fine.text()).toBe(302);
});
