import { request as playwrightRequest, type APIResponse } from "@playwright/test";

import { expect, test } from "../e2e/support/fixtures";
import { bearer, freshMember } from "./support/members";

// Store pages for visitors who are not signed in are kept and served again (decision 127): each
// answer still gets its own CSP nonce, a change committed anywhere is seen on the next request, a
// browser's copy is revalidated with a 304, and nobody signed in is ever served a kept page.

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

async function page(answer: APIResponse) {
  const body = await answer.text();
  const headers = answer.headers();
  return { status: answer.status(), body, headers, nonce: nonceOf(headers["content-security-policy"]) };
}

test("anonymous store pages are served again with a fresh nonce, revalidated, and never stale", async ({ baseURL }) => {
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
  // A fresh nonce for each answer, the same one in the policy and in every script of the page.
  expect(second.nonce).toBeTruthy();
  expect(second.nonce).not.toBe(first.nonce);
  expect(second.body).toContain(`nonce="${second.nonce}"`);
  expect(second.body).not.toContain(first.nonce!);
  expect(second.body.replaceAll(second.nonce!, "N")).toBe(first.body.replaceAll(first.nonce!, "N"));
  expect(second.headers["cache-control"]).toBe("private, no-cache");
  expect(second.headers["vary"]).toContain("Cookie");
  // Sent whole, with its length: a kept page is never streamed in pieces.
  const whole = await guest.get(path, { headers: { "Accept-Encoding": "identity" } });
  expect(whole.headers()["transfer-encoding"]).toBeUndefined();
  expect(Number(whole.headers()["content-length"])).toBe((await whole.body()).length);

  // The browser's copy is still current: 304, with the policy its copy was sent with.
  const etag = second.headers["etag"];
  const revalidated = await guest.get(path, { headers: { "If-None-Match": etag } });
  expect(revalidated.status()).toBe(304);
  expect(nonceOf(revalidated.headers()["content-security-policy"])).toBe(second.nonce);

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
  const revalidated = await guest.get(path, { headers: { "If-None-Match": second.headers()["etag"] } });
  expect(revalidated.status()).toBe(304);
  const identified = await guest.get(path, { headers: { Authorization: "Bearer not-a-token" } });
  expect(identified.headers()["x-page-cache"]).toBeUndefined();
  await guest.dispose();
});
