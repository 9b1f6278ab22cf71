import { request as playwrightRequest } from "@playwright/test";

import { expect, test, texts } from "../e2e/support/fixtures";
import { bearer, freshMember } from "./support/members";

// Answers the server makes whatever the request: never a crash, never a bare 500.
test.describe("a crafted request cannot take the server down", () => {
  test("a cross-site form post gets the 403 error page in the page's language, and the server keeps serving", async ({
    request,
  }) => {
    for (const [lng, path] of [
      ["en", "/login"],
      ["vi", "/vi/login"],
      ["en", "/sign_up"],
      ["en", "/store/member01/cart"],
    ] as const) {
      const refused = await request.post(path, {
        headers: { "Sec-Fetch-Site": "cross-site" },
        form: { email: "x", password: "y" },
      });
      expect(refused.status(), path).toBe(403);
      const html = await refused.text();
      expect(html).toContain(texts[lng].errors.crossSite);
      expect(html).toContain(`lang="${lng}"`);
      expect(html).not.toContain("ReferenceError");
    }
    const fromOrigin = await request.post("/login", {
      headers: { Origin: "https://evil.example" },
      form: { email: "x", password: "y" },
    });
    expect(fromOrigin.status()).toBe(403);
    // The crash came ~6 s later, when the render timer fired: wait past it, then ask again.
    await new Promise((r) => setTimeout(r, 7_000));
    expect((await request.get("/login")).status()).toBe(200);
    expect((await request.get("/api/admin/categories")).status()).toBe(200);
  });

  test("bodies over the route's limit get 413 with a clear message, in JSON for the API", async ({ request, baseURL }) => {
    const big = "a".repeat(200 * 1024);
    const api = await request.post("/api/auth/login", {
      headers: { "Content-Type": "application/json" },
      data: JSON.stringify({ email: big, password: "x" }),
    });
    expect(api.status()).toBe(413);
    expect(await api.json()).toEqual({ message: texts.en.errors.payloadTooLarge });

    const form = await request.post("/vi/login", { form: { email: "a".repeat(300 * 1024), password: "x" } });
    expect(form.status()).toBe(413);
    expect(await form.text()).toContain(texts.vi.errors.payloadTooLarge);

    // No Content-Length: the limit holds while the body streams in.
    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const chunked = await fetch(`${baseURL}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      duplex: "half",
      body: new ReadableStream({
        pull(controller) {
          if (sent++ < 32) controller.enqueue(chunk);
          else controller.close();
        },
      }),
    } as RequestInit).catch((error: unknown) => error);
    if (chunked instanceof Response) expect(chunked.status).toBe(413);
    expect((await request.get("/login")).status()).toBe(200);
  });

  test("a path with broken %-escapes gets 400 with a clear message in its language, JSON for the API", async ({ request }) => {
    for (const [lng, path] of [
      ["en", "/store/default/%E0%A4%A"],
      ["vi", "/vi/%E0%A4%A"],
      ["en", "/assets/%E0%A4%A.js"],
    ] as const) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(400);
      const html = await answer.text();
      expect(html, path).toContain(texts[lng].errors.badRequest);
      expect(html, path).toContain(`lang="${lng}"`);
    }
    const api = await request.get("/api/store/%E0%A4%A/products");
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({ message: texts.en.errors.badRequest });
    expect((await request.get("/store/default")).status()).toBe(200);
  });

  test("a name written like a text reference ($t(…)) is shown as written, on the store page and the dashboard", async ({
    baseURL,
  }) => {
    const newContext = (address: string) =>
      playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
    const member = await freshMember(newContext, "nested");
    const name = "$t(store:home.title) $t(common:balance)";
    const updated = await member.web.patch("/api/user/update", {
      headers: bearer(member),
      data: { name, address: "1 Le Loi", ccm_address: "0xCCM1", account: member.account, phone_number: "+84901234567" },
    });
    expect(updated.status()).toBe(200);
    for (const path of [`/store/${member.account}`, "/dashboard"]) {
      const page = await member.web.get(path);
      expect(page.status(), path).toBe(200);
      expect(await page.text(), path).toContain(name);
    }
  });

  test("a normal form post still works under the limit", async ({ request }) => {
    const login = await request.post("/login", { form: { email: "nobody-here", password: "wrong-password" }, maxRedirects: 0 });
    expect(login.status()).toBe(400);
  });
});

test.describe("security headers", () => {
  test("documents carry a CSP whose nonce is on every script; every answer carries the other headers", async ({ request }) => {
    // A page rendered for its visitor (a kept store page has hashes instead: page-cache.spec.ts).
    const page = await request.get("/login");
    const csp = page.headers()["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const html = await page.text();
    // Every script that runs; a data block (the page's texts) is never run and needs none.
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html.match(/<script type="application\/json"/g)).toHaveLength(1);
    // A new nonce for every answer.
    const again = (await request.get("/login")).headers()["content-security-policy"];
    expect(again).not.toBe(csp);

    for (const path of ["/store/member01", "/api/admin/categories", "/favicon.svg"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
  });

  test("no static folder shadows a page: /products is the page, not a redirect to /products/", async ({ request }) => {
    const answer = await request.get("/products", { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/login?redirectTo=%2Fproducts");
  });
});

test.describe("behind an HTTPS reverse proxy (TRUST_PROXY=1)", () => {
  const proxied = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "shop.example" };

  test("a form posted from the public https origin is accepted; another origin is refused", async ({ request }) => {
    const same = await request.post("/login", {
      headers: { ...proxied, Origin: "https://shop.example", "Sec-Fetch-Site": "same-origin" },
      form: { email: "nobody-here", password: "wrong-password" },
      maxRedirects: 0,
    });
    expect(same.status()).toBe(400);
    const other = await request.post("/login", {
      headers: { ...proxied, Origin: "https://evil.example" },
      form: { email: "nobody-here", password: "wrong-password" },
      maxRedirects: 0,
    });
    expect(other.status()).toBe(403);
  });
});
