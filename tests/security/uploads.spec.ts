import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";

import { demo, expect, test, texts } from "../e2e/support/fixtures";
import { bearer, freshMember, type Member } from "./support/members";
import { claimedPng, expensivePng, smallPng, variant } from "./support/pictures";
import { spawnServer, type SpawnedServer } from "./support/spawn-server";

const MB = 1024 * 1024;
/** What a page shows, without its texts' data block (which holds every text, shown or not). */
const shown = (html: string) => html.replace(/<script type="application\/json"[^]*?<\/script>/g, "");
const file = (buffer: Buffer, name = "picture.png") => ({ name, mimeType: "image/png", buffer });
/** The other fields a new product needs (the form and the API take the same). */
const productFields = {
  name: "Upload probe",
  price: "1",
  vnd_to_pay: "0",
  ccm_to_pay: "1",
  discount_percentage: "0",
  quantity: "1",
};

function memberOf(baseURL: string | undefined, prefix: string): Promise<Member> {
  return freshMember(
    (address) => playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } }),
    prefix,
  );
}

// Decoding pictures shares the CPU and libuv's threads with password hashing: big pictures sent at
// once used to hold logins up for seconds (issue 28). Its own server, since it loads the machine and
// fills the picture queue on purpose.
test.describe("pictures that are expensive to decode", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    server = await spawnServer(Number(process.env.E2E_PORT ?? 3100) + 57);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("eight at once leave logins quick, and those past the queue's bound are told to try again", async ({ request }) => {
    test.setTimeout(180_000);
    // 48 megapixels (the most taken) of 16-bit RGBA: 384 MB of pixels, under a megabyte each.
    const png = await expensivePng(8000, 6000);
    expect(png.length).toBeLessThan(5 * MB);
    const pictures = Array.from({ length: 8 }, (_, i) => variant(png, i));

    const login = async () => {
      const started = performance.now();
      const answer = await request.post(`${server.url}/api/auth/login`, {
        data: { email: demo.member2.email, password: demo.member2.password },
      });
      expect(answer.status()).toBe(200);
      return performance.now() - started;
    };
    await login();
    const idleTimes = [await login(), await login(), await login(), await login(), await login()].sort((a, b) => a - b);
    const idle = idleTimes[2];

    const signIn = await request.post(`${server.url}/api/auth/login`, {
      data: { email: demo.member.email, password: demo.member.password },
    });
    const token = (await signIn.json()).access_token as string;
    let pending = pictures.length;
    const uploads = pictures.map((buffer, i) =>
      request
        .post(`${server.url}/api/uploads`, {
          headers: { Authorization: `Bearer ${token}` },
          multipart: { file: file(buffer, `big-${i}.png`) },
          timeout: 150_000,
        })
        .finally(() => (pending -= 1)),
    );
    // The eight bodies are on the server in a moment; then log in while it works on them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busyTimes = [await login(), await login(), await login()];
    const timedUnderLoad = pending > 0;
    const answers = await Promise.all(uploads);

    expect(timedUnderLoad, "the logins were timed while pictures were still being worked on").toBe(true);
    const allowed = Math.max(2 * idle, idle + 300);
    for (const time of busyTimes)
      expect(time, `a login while pictures are decoded (idle: ${Math.round(idle)} ms)`).toBeLessThan(allowed);

    const statuses = answers.map((a) => a.status());
    expect(
      statuses.every((s) => s === 201 || s === 503),
      statuses.join(","),
    ).toBe(true);
    expect(statuses.filter((s) => s === 201).length, "some are taken").toBeGreaterThan(0);
    const refused = answers.find((a) => a.status() === 503);
    expect(refused, "past the queue's bound: busy, not an unbounded wait").toBeDefined();
    expect(Number(refused!.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await refused!.json()).message).toBe(texts.en.products.errors.imageBusy);
    // Those taken are stored and served.
    const stored = await answers.find((a) => a.status() === 201)!.json();
    expect((await request.get(`${server.url}${stored.url}`)).status()).toBe(200);
  });
});

test("a picture of too many pixels is refused from its header, on the API and in the form, in the user's language", async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const member = await memberOf(baseURL, "pixels");
  // 49 megapixels, each side under 8000: past the limit.
  const tooMany = await expensivePng(7000, 7000);
  const api = await member.web.post("/api/uploads", {
    headers: { ...bearer(member), "Accept-Language": "vi" },
    multipart: { file: file(tooMany) },
  });
  expect(api.status()).toBe(422);
  expect((await api.json()).errors.file).toEqual([texts.vi.products.errors.imageSize]);

  // A header claiming 100000 × 100000 pixels (a decompression bomb): refused at once, by its size.
  const started = Date.now();
  const bomb = await member.web.post("/api/uploads", {
    headers: bearer(member),
    multipart: { file: file(claimedPng(100_000, 100_000)) },
  });
  expect(bomb.status()).toBe(422);
  expect((await bomb.json()).errors.file).toEqual([texts.en.products.errors.imageSize]);
  expect(Date.now() - started).toBeLessThan(5000);

  const form = await member.web.post("/vi/products/new", {
    multipart: { ...productFields, pictures: file(tooMany) },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(422);
  expect(shown(await form.text())).toContain(texts.vi.products.errors.imageSize);
  const list = await (await member.web.get("/api/products", { headers: bearer(member) })).json();
  expect(list.data, "nothing was saved").toHaveLength(0);
});

test("a member's uploads are rate limited: past 60 in 10 minutes, 429 on the API and the form's field error", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await memberOf(baseURL, "uploadrate");
  const picture = await smallPng(7);
  const upload = (client: APIRequestContext, lang?: string) =>
    client.post("/api/uploads", {
      headers: { ...bearer(member), ...(lang ? { "Accept-Language": lang } : {}) },
      multipart: { file: file(picture) },
    });
  for (let i = 0; i < 60; i++) expect((await upload(member.web)).status(), `upload ${i + 1}`).toBe(201);

  const refused = await upload(member.web);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  const body = await refused.json();
  expect(body.message).toBe(texts.en.products.errors.imageTooMany.replace("{{minutes}}", "10"));
  expect(body.errors.file).toEqual([body.message]);

  // The pages count under the same budget: the form shows it on its picture field, in Vietnamese.
  const form = await member.web.post("/vi/products/new", {
    multipart: { ...productFields, pictures: file(picture) },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(429);
  expect(shown(await form.text())).toContain(texts.vi.products.errors.imageTooMany.replace("{{minutes}}", "10"));
  // A form without a picture is not an upload: it is saved.
  const plain = await member.web.post("/products/new", { multipart: productFields, maxRedirects: 0 });
  expect(plain.status()).toBe(302);
});

test("a product's thumbnail must name a stored image: otherwise 422 on thumbnail, on create and on change", async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const member = await memberOf(baseURL, "thumbs");
  const headers = bearer(member);
  const unknown = "/media/images/0123456789abcdef01234567.png";

  const create = await member.web.post("/api/products", { headers, data: { ...productFields, thumbnail: unknown } });
  expect(create.status()).toBe(422);
  expect((await create.json()).errors.thumbnail).toEqual([texts.en.products.errors.imageUnknown]);
  const none = await (await member.web.get("/api/products", { headers })).json();
  expect(none.data, "nothing was saved").toHaveLength(0);

  const uploaded = await member.web.post("/api/uploads", { headers, multipart: { file: file(await smallPng(11)) } });
  const { url } = await uploaded.json();
  const made = await member.web.post("/api/products", { headers, data: { ...productFields, thumbnail: url } });
  expect(made.status()).toBe(201);
  const product = await made.json();
  expect(product.thumbnail).toBe(url);

  const change = await member.web.patch(`/api/products/${product.id}`, {
    headers: { ...headers, "Accept-Language": "vi" },
    data: { ...productFields, thumbnail: unknown },
  });
  expect(change.status()).toBe(422);
  expect((await change.json()).errors.thumbnail).toEqual([texts.vi.products.errors.imageUnknown]);
  const after = await (await member.web.get(`/api/products/${product.id}`, { headers })).json();
  expect(after.thumbnail).toBe(url);
  expect(after.revision?.thumbnail ?? url).toBe(url);
});
