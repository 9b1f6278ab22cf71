import { demo, expect, test } from "../e2e/support/fixtures";

// Every place that redirects to a target taken from the request, with the payloads that have sent
// people to other sites: the answer stays on this site, as a browser would resolve it.
const payloads = [
  "//evil.example",
  "///evil.example",
  "////evil.example/",
  "/\\evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0d/evil.example",
  "/\r\n/evil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "https://evil.example",
  "http:evil.example",
  "//evil.example@good.example",
  "/@evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\u2215\u2215evil.example",
  "/\uFF0F\uFF0Fevil.example",
  "/\u3002evil.example",
  "/%E3%80%82evil.example",
  "/dashboard\r\nSet-Cookie: x=1",
  "/tiến-việt",
  " //evil.example",
  "/.//evil.example",
  // Checked, then put in another language: taking /vi off must not leave `//evil.example`.
  "/vi//evil.example",
  "/vi/.//evil.example",
  "/vi/./..//evil.example",
  "/vi/%2e//evil.example",
  "/vi///evil.example",
  "/vi/%2F%2Fevil.example",
  "/vi/\\evil.example",
  "/vi\\/evil.example",
  "/vi/\t/evil.example",
  "/vi/\n/evil.example",
];

function staysHome(location: string | undefined, baseURL: string) {
  expect(location, "a Location header").toBeTruthy();
  // Browsers strip tabs and newlines and read backslashes as slashes: so does the WHATWG URL parser.
  const target = new URL(location!, baseURL);
  expect(target.origin, `Location ${JSON.stringify(location)}`).toBe(new URL(baseURL).origin);
  expect(
    location!.startsWith("/") && !location!.startsWith("//") && !location!.startsWith("/\\"),
    `Location ${JSON.stringify(location)}`,
  ).toBe(true);
  expect(location).not.toMatch(/[\r\n\t]/);
}

test("the language switcher's target stays on this site", async ({ request, baseURL }) => {
  for (const to of payloads) {
    for (const lng of ["en", "vi"]) {
      const answer = await request.get(`/change-language?${new URLSearchParams({ lng, to })}`, { maxRedirects: 0 });
      expect(answer.status(), to).toBeLessThan(500);
      if (answer.status() >= 300 && answer.status() < 400) staysHome(answer.headers().location, baseURL!);
    }
  }
  // The same page in the other language, as before.
  for (const [lng, to, location] of [
    ["en", "/vi/store/member01?q=x", "/store/member01?q=x"],
    ["vi", "/store/member01", "/vi/store/member01"],
    ["en", "/vi", "/"],
    ["vi", "/", "/vi"],
  ]) {
    const answer = await request.get(`/change-language?${new URLSearchParams({ lng, to })}`, { maxRedirects: 0 });
    expect(answer.headers().location, `${lng} ${to}`).toBe(location);
  }
});

test("login's redirectTo stays on this site after a real login", async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  for (const [index, redirectTo] of payloads.entries()) {
    const client = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": `172.30.1.${index + 1}` },
    });
    const answer = await client.post("/login", {
      form: { email: demo.member.email, password: demo.member.password, redirectTo },
      maxRedirects: 0,
    });
    expect(answer.status(), redirectTo).toBe(302);
    staysHome(answer.headers().location, baseURL!);
    await client.post("/logout", { maxRedirects: 0 });
    await client.dispose();
  }
});

test("adding to a cart goes back to a page of this site only", async ({ request, baseURL }) => {
  const products = await (await request.get("/api/store/member01/products")).json();
  const productId = String(products.data[0].id);
  for (const redirectTo of payloads) {
    const answer = await request.post("/store/member01/cart", {
      form: { intent: "add", productId, quantity: "1", redirectTo },
      maxRedirects: 0,
    });
    expect(answer.status(), redirectTo).toBe(302);
    staysHome(answer.headers().location, baseURL!);
  }
});
