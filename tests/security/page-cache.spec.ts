import { createHash } from "node:crypto";
import { request as playwrightRequest, type APIResponse } from "@playwright/test";

import { expect, test } from "../e2e/support/fixtures";
import { bearer, freshMember } from "./support/members";
import { rawRequest } from "./support/raw-http";

// Store pages for visitors who are not signed in are kept and served again (decision 127): the same
// bytes for everyone, their scripts allowed by their hashes (decision 159), compressed once; a
// change committed anywhere is seen on the next request, a browser's copy is revalidated with a
// 304, and nobody signed in is ever served a kept page.

async function page(answer: APIResponse) {
  const body = await answer.text();
  const headers = answer.headers();
  return { status: answer.status(), body, headers, policy: headers["content-security-policy"] ?? "" };
}

/** The hash sources of a page's inline scripts, as a browser computes them. */
/** The scripts that run: not loaded ones (src), not data blocks (the page's texts, structured data: never run). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!) && !/type="application\/(?:ld\+)?json"/.test(attributes!))
    .map(([, , content]) => `'sha256-${createHash("sha256").update(content!).digest("base64")}'`);

test("anonymous store pages are the same bytes for everyone, compressed once, revalidated, and never stale", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const newContext = (address: string) =>
    playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const owner = await freshMember(newContext, "cacheowner");
  const guest = await playwrightRequest.newContext({ baseURL });
  const path = `/store/${owner.account}`;

  // Other tests running meanwhile change the catalogue (a sign-up adds a store): ask until one is kept.
  const keptPair = async () => {
    const first = await page(await guest.get(path));
    const second = await page(await guest.get(path));
    return second.headers["x-page-cache"] === "hit" ? { first, second } : null;
  };
  let pair = await keptPair();
  for (let attempt = 0; !pair && attempt < 10; attempt++) pair = await keptPair();
  const { first, second } = pair!;
  expect(first.status).toBe(200);
  expect(second.headers["x-page-cache"]).toBe("hit");
  // The account check's cookies (decision 141) are sent again by a kept page, and not part of its key.
  expect(second.headers["set-cookie"]).toContain(`userAccount=${owner.account}`);
  // The same page for everyone: no nonce, each inline script allowed by its hash, and only those.
  expect(second.body).toBe(first.body);
  expect(second.policy).toBe(first.policy);
  expect(second.policy).not.toContain("'nonce-");
  expect(second.body).not.toContain("nonce=");
  const hashes = inlineScriptHashes(second.body);
  expect(hashes.length).toBeGreaterThan(0);
  const allowed = /script-src ([^;]+)/.exec(second.policy)![1]!.split(" ");
  expect(allowed.sort()).toEqual(["'self'", ...new Set(hashes)].sort());
  expect(second.headers["cache-control"]).toBe("private, no-cache");
  expect(second.headers["vary"]).toContain("Cookie");
  expect(second.headers["vary"]).toContain("Accept-Encoding");
  // Answered in front of Express (decision 159), with the headers every answer carries.
  expect(second.headers["x-content-type-options"]).toBe("nosniff");
  expect(second.headers["x-frame-options"]).toBe("DENY");
  expect(second.headers["permissions-policy"]).toContain("camera=()");
  expect(second.headers["x-powered-by"]).toBeUndefined();
  // Compressed once, when kept (shortly after): sent whole, with its length, as the browser asks.
  for (const encoding of ["br", "gzip"]) {
    await expect
      .poll(async () => {
        const compressed = await guest.get(path, { headers: { "Accept-Encoding": encoding } });
        const headers = compressed.headers();
        return [headers["content-encoding"], Boolean(headers["content-length"]), await compressed.text()];
      })
      .toEqual([encoding, true, second.body]);
  }
  // Sent whole, with its length: a kept page is never streamed in pieces.
  const whole = await guest.get(path, { headers: { "Accept-Encoding": "identity" } });
  expect(whole.headers()["transfer-encoding"]).toBeUndefined();
  expect(Number(whole.headers()["content-length"])).toBe((await whole.body()).length);

  // The browser's copy is still current: 304, with the policy its copy was sent with.
  const etag = second.headers["etag"];
  const revalidated = await guest.get(path, { headers: { "If-None-Match": etag } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()["content-security-policy"]).toBe(second.policy);

  // A signed-in visitor's page is rendered for them from reads kept while the catalogue is
  // unchanged (decision 157): read twice before the change, the second from memory.
  const newName = `Renamed ${owner.account}`;
  for (let i = 0; i < 2; i++) {
    const before = await owner.web.get(path);
    expect(before.headers()["x-page-cache"]).toBeUndefined();
    expect(await before.text()).not.toContain(newName);
  }

  // The owner renames themselves (the store's name): the very next request shows it, anonymous or not.
  const update = await owner.web.patch("/api/user/update", {
    headers: bearer(owner),
    data: {
      name: newName,
      address: "1 Le Loi",
      ccm_address: "0xcache",
      account: owner.account,
      phone_number: "+84901234567",
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  const after = await page(await guest.get(path, { headers: { "If-None-Match": etag } }));
  expect(after.status).toBe(200);
  expect(after.body).toContain(newName);
  expect(after.headers["x-page-cache"]).toBe("miss");

  // A signed-in visitor always gets a page rendered for them.
  const signedIn = await owner.web.get(path);
  expect(signedIn.status()).toBe(200);
  expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
  expect(await signedIn.text()).toContain(newName);
  // Rendered whole, then sent with its length (decision 154).
  const rendered = await owner.web.get("/dashboard", { headers: { "Accept-Encoding": "identity" } });
  expect(rendered.status()).toBe(200);
  expect(rendered.headers()["transfer-encoding"]).toBeUndefined();
  expect(Number(rendered.headers()["content-length"])).toBe((await rendered.body()).length);
  expect(await rendered.text()).toMatch(/<\/html>$/);
  await guest.dispose();
});

test("the public products API is kept too, never for a caller who identifies themselves", async ({ baseURL }) => {
  const guest = await playwrightRequest.newContext({ baseURL });
  const path = "/api/store/default/products?sort=price_asc";
  // As above: another test's sign-up may renew the catalogue between two requests.
  let first = await guest.get(path);
  let second = await guest.get(path);
  for (let attempt = 0; second.headers()["x-page-cache"] !== "hit" && attempt < 10; attempt++) {
    first = await guest.get(path);
    second = await guest.get(path);
  }
  expect(second.status()).toBe(200);
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(await second.json()).toEqual(await first.json());
  expect(second.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(second.headers()["x-content-type-options"]).toBe("nosniff");
  const revalidated = await guest.get(path, { headers: { "If-None-Match": second.headers()["etag"] } });
  expect(revalidated.status()).toBe(304);
  const identified = await guest.get(path, { headers: { Authorization: "Bearer not-a-token" } });
  expect(identified.headers()["x-page-cache"]).toBeUndefined();
  await guest.dispose();
});

test("a Host or X-Forwarded-Host that carries a path never names another page's kept copy", async ({ baseURL }) => {
  const host = new URL(baseURL!).host;
  const guest = await playwrightRequest.newContext({ baseURL });
  const path = "/store/member01";
  const storePage = async () => {
    const answer = await guest.get(path);
    expect(answer.status()).toBe(200);
    return answer.text();
  };
  const before = await storePage();
  expect(before).toContain("member01");
  // Each would file the login page under the store page's key, were the key pasted together.
  for (const header of [`Host: ${host}${path}#`, `Host: ${host}\\store\\member01?`, `Host: ${host}`]) {
    const forwarded = header === `Host: ${host}` ? [`X-Forwarded-Host: ${host}${path}#`] : [];
    const crafted = await rawRequest(baseURL!, ["GET /login HTTP/1.1", header, ...forwarded]);
    expect(crafted.head, header).not.toMatch(/^X-Page-Cache:/im);
  }
  const after = await storePage();
  expect(after).toContain("member01");
  expect(after).not.toContain('name="password"');
  await guest.dispose();
});

test("whatever spelling of the session cookie the session is read from, the page is never kept", async ({ baseURL }) => {
  test.setTimeout(90_000);
  const newContext = (address: string) =>
    playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const member = await freshMember(newContext, "cachespell");
  const token = (await member.web.storageState()).cookies.find((cookie) => cookie.name === "__session")!.value;
  const host = new URL(baseURL!).host;
  // The cookie parser that reads the session takes each of these as `__session`: so must the cache.
  const spellings = [
    `__session =${token}`,
    `__session\t=${token}`,
    `__session= ${token}`,
    ` __session=${token} `,
    `a=b;__session=${token}`,
    `a=b ; __session =${token}`,
  ];
  const storePage = (cookie: string) =>
    rawRequest(baseURL!, [`GET /store/${member.account} HTTP/1.1`, `Host: ${host}`, `Cookie: ${cookie}`]);
  for (const cookie of spellings) {
    for (let i = 0; i < 2; i++) {
      const answer = await storePage(cookie);
      expect(answer.status, cookie).toBe(200);
      // Rendered for the member (their own page data), and never kept.
      expect(answer.body, cookie).toContain(member.email);
      expect(answer.head, cookie).not.toMatch(/^X-Page-Cache:/im);
    }
  }
  // Signed out: the same header gets a page for nobody, never the member's page kept from before.
  expect((await member.web.post("/logout", { maxRedirects: 0 })).status()).toBe(302);
  for (const cookie of spellings) {
    const answer = await storePage(cookie);
    expect(answer.status, cookie).toBe(200);
    expect(answer.body, cookie).not.toContain(member.email);
  }
  await member.web.dispose();
});
