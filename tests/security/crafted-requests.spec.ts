import { expect, test, texts } from "../e2e/support/fixtures";
import { rawRequest } from "./support/raw-http";

// Small requests found to stop, freeze or break the server (a review of 2026-11-27). Each must get a
// clean 4xx quickly, and the server must go on answering everyone else.
test.describe("crafted requests get a clean refusal and the server keeps serving", () => {
  const alive = async (request: import("@playwright/test").APIRequestContext) => {
    const home = await request.get("/login");
    expect(home.status()).toBe(200);
  };

  test("a list index in a field's name cannot make the form parser build a huge array", async ({ request }) => {
    const started = Date.now();
    const answer = await request.post("/login", { form: { "email[99999999]": "x", password: "y" }, maxRedirects: 0 });
    expect(answer.status()).toBe(400);
    expect(await answer.text()).toContain(texts.en.errors.badRequest);
    expect(Date.now() - started, "answered at once, not after the heap filled").toBeLessThan(10_000);
    await alive(request);
  });

  test("a form of thousands of repeated fields is refused before it is parsed", async ({ request }) => {
    const started = Date.now();
    const answer = await request.post("/vi/login", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "a=&".repeat(20_000),
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(400);
    expect(await answer.text()).toContain(texts.vi.errors.badRequest);
    expect(Date.now() - started, "answered at once, not after seconds of parsing").toBeLessThan(10_000);
    // A form of ours (a few fields, a short list) is still read.
    const normal = await request.post("/login", { form: { email: "nobody@mail.test", password: "x" }, maxRedirects: 0 });
    expect(normal.status()).toBe(400);
    expect(await normal.text()).not.toContain(texts.en.errors.badRequest);
    await alive(request);
  });

  test("an empty write without a Content-Type is an empty form, not a 500", async ({ request }) => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await request.fetch("/login", { method, headers: { "Content-Length": "0" }, maxRedirects: 0 });
      expect(answer.status(), method).toBeGreaterThanOrEqual(400);
      expect(answer.status(), method).toBeLessThan(500);
    }
  });

  test("a deeply nested JSON body gets the API's 4xx, not a stack overflow", async ({ request }) => {
    const answer = await request.post("/api/auth/login", {
      headers: { "Content-Type": "application/json" },
      data: `${"[".repeat(5000)}${"]".repeat(5000)}`,
    });
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    expect(answer.status()).toBeLessThan(500);
  });

  test("a Host header no address can be made of gets 400", async ({ baseURL }) => {
    for (const host of ["a b", "user@evil.test", "a<b"]) {
      const answer = await rawRequest(baseURL!, ["GET /api/wallet HTTP/1.1", `Host: ${host}`]);
      expect(answer.status, host).toBe(400);
    }
  });

  test("a Range past a static file's end gets 416, a failed If-Match 412", async ({ request }) => {
    expect((await request.get("/favicon.svg", { headers: { Range: "bytes=999999999-" } })).status()).toBe(416);
    expect((await request.get("/favicon.svg", { headers: { "If-Match": '"nope"' } })).status()).toBe(412);
  });

  test("a cart cookie naming an id beyond the database's integers is an empty cart", async ({ request }) => {
    for (const path of ["/store/default", "/store/default/cart", "/store/default/products"]) {
      const answer = await request.get(path, { headers: { Cookie: `cart_default=${encodeURIComponent('{"2147483648":1}')}` } });
      expect(answer.status(), path).toBe(200);
    }
  });
});
