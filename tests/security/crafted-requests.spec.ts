import { expect, test, texts } from "../e2e/support/fixtures";
import { rawRequest } from "./support/raw-http";
import { pageClient } from "./support/sessions";
import { spawnServer, type SpawnedServer } from "./support/spawn-server";

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
    // (What the page shows: its texts' data block holds every error text.)
    expect((await normal.text()).replace(/<script type="application\/json"[^]*?<\/script>/, "")).not.toContain(
      texts.en.errors.badRequest,
    );
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
  test("a date filter at the end of the calendar means no bound, not a 500", async ({ baseURL }, testInfo) => {
    const admin = await pageClient(baseURL!, "admin", testInfo.workerIndex);
    for (const path of [
      "/admin/orders?to=9999-12-31",
      "/admin/orders.csv?from=0000-01-01&to=9999-12-31",
      "/admin/cards?to=9999-12-31",
      "/admin/cards.csv?to=9999-12-31",
      "/admin/audit?to=9999-12-31",
      "/admin/audit?from=0000-01-01&to=0000-12-31",
      "/admin/users?to=0000-12-31",
    ]) {
      const answer = await admin.get(path);
      expect(answer.status(), path).toBe(200);
    }
  });

  test("a method a page or an endpoint does not take: 405 in the reader's language, nothing of the router's", async ({
    request,
  }) => {
    for (const method of ["PUT", "DELETE", "OPTIONS", "PROPFIND"]) {
      const page = await request.fetch("/vi/store/default/products", { method, headers: { "Sec-Fetch-Site": "same-origin" } });
      expect(page.status(), method).toBe(405);
      const html = await page.text();
      expect(html, method).toContain(texts.vi.errors.methodNotAllowed);
      expect(html, method).not.toContain("did not provide");
      const api = await request.fetch("/api/store/default/products", { method: method === "OPTIONS" ? "PATCH" : method });
      expect(api.status(), method).toBe(405);
      expect(await api.json(), method).toEqual({ message: texts.en.errors.methodNotAllowed });
    }
    const vi = await request.fetch("/api/store/default/products", { method: "PUT", headers: { "Accept-Language": "vi" } });
    expect(await vi.json()).toEqual({ message: texts.vi.errors.methodNotAllowed });
    // A form posted to a page that takes none.
    const post = await request.post("/store/default/products", { form: { q: "x" }, maxRedirects: 0 });
    expect(post.status()).toBe(405);
    expect(await post.text()).toContain(texts.en.errors.methodNotAllowed);
  });

  test("the API refuses a crafted address with its own { message }", async ({ request }) => {
    const answer = await request.get("/api/store/default/products?q=%00");
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({ message: texts.en.errors.badCharacters });
    const vi = await request.get("/api/store/default/products?q=%00", { headers: { "Accept-Language": "vi" } });
    expect(await vi.json()).toEqual({ message: texts.vi.errors.badCharacters });
  });

  test("a multipart body of many thousand empty fields is refused before it is parsed", async ({ request }) => {
    const boundary = "----crafted";
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`;
    const started = Date.now();
    // An upload path: its bodies may be 10 MiB, where a form's are refused past 256 KiB.
    const answer = await request.post("/vi/store-settings", {
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      data: Buffer.from(`${part.repeat(50_000)}--${boundary}--\r\n`),
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(400);
    expect(await answer.text()).toContain(texts.vi.errors.badRequest);
    expect(Date.now() - started, "counted, not parsed").toBeLessThan(10_000);
  });
});

const MiB = 1024 * 1024;

/** An upload to /store-settings that declares 10 MiB, sends `bytes` and stalls: held by the server until closed. */
async function stalledUpload(url: string, bytes: number) {
  const { port, hostname } = new URL(url);
  const net = await import("node:net");
  return new Promise<{ socket: import("node:net").Socket; answer: Promise<string> }>((resolve) => {
    let text = "";
    const socket = net.connect(Number(port), hostname);
    // Listening from the start: a refused upload's answer may come while it is still being sent.
    const answer = new Promise<string>((done) => {
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("close", () => done(text));
    });
    socket.on("error", () => {});
    socket.on("connect", () => {
      const head = [
        "POST /store-settings HTTP/1.1",
        `Host: ${hostname}:${port}`,
        "Content-Type: multipart/form-data; boundary=x",
        `Content-Length: ${10 * MiB - 1}`,
        "",
        "",
      ].join("\r\n");
      socket.write(head);
      socket.write(Buffer.alloc(bytes, 97), () => resolve({ socket, answer }));
    });
  });
}

test.describe("the bodies read at once", () => {
  // Its own server: while the budget is spent, the other tests' uploads would get 503 too.
  let server: SpawnedServer;
  test.beforeAll(async () => {
    server = await spawnServer(Number(process.env.E2E_PORT ?? 3100) + 51);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("share a budget: past it an upload gets 503 while forms are still read, and the server serves on", async ({ request }) => {
    test.setTimeout(120_000);
    // Eight uploads hold 63.95 of the 64 MiB.
    const sizes = [...Array.from({ length: 7 }, () => 9 * MiB), Math.round(0.95 * MiB)];
    const held = await Promise.all(sizes.map((bytes) => stalledUpload(server.url, bytes)));
    try {
      const upload = () =>
        request.post(`${server.url}/vi/store-settings`, {
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
          data: Buffer.alloc(2 * MiB, 97),
          maxRedirects: 0,
        });
      // Once the server has read what the seven sent, a 2 MiB upload is past the budget (63 MiB
      // take a while to arrive on a loaded machine: 20 s were once too few).
      await expect.poll(async () => (await upload()).status(), { timeout: 45_000 }).toBe(503);
      const refused = await upload();
      expect(refused.headers()["retry-after"]).toBe("5");
      expect(await refused.text()).toContain(texts.vi.errors.busy);
      // A form is read all the same, though it takes the bodies past the budget.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const login = await request.post(`${server.url}/login`, {
        form: { email: "nobody@mail.test", password: "x", note: "x".repeat(240_000) },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(400);
    } finally {
      for (const { socket } of held) socket.destroy();
    }
    await Promise.all(held.map(({ answer }) => answer));
    // The eight are gone: uploads are read again.
    await expect
      .poll(async () =>
        (
          await request.post(`${server.url}/vi/store-settings`, {
            headers: { "Content-Type": "multipart/form-data; boundary=x" },
            data: Buffer.alloc(2 * MiB, 97),
            maxRedirects: 0,
          })
        ).status(),
      )
      .not.toBe(503);
  });
});
