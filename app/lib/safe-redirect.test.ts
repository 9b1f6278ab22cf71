import { describe, expect, it } from "vitest";

import { returnPathInStore, safeRedirect } from "./safe-redirect";

const home = "/dashboard";
const escapes = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/ /evil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "data:text/html,x",
  "evil.example",
  " /dashboard",
  "/.//evil.example",
  "/dashboard/..//evil.example",
  "/x\u0000y",
  "",
  "a".repeat(3000),
];

describe("safeRedirect", () => {
  it.each(escapes)("refuses %j", (to) => {
    const result = safeRedirect(to, home);
    expect(result).toBe(home);
  });

  it("keeps paths of this site, with their query and hash", () => {
    expect(safeRedirect("/store/member01/cart?x=1#top", home)).toBe("/store/member01/cart?x=1#top");
    expect(safeRedirect("/vi/dashboard", home)).toBe("/vi/dashboard");
  });

  it("keeps encoded and unicode slashes as harmless path characters, percent-encoded", () => {
    expect(safeRedirect("/%2F/evil.example", home)).toBe("/%2F/evil.example");
    expect(safeRedirect("/%5Cevil.example", home)).toBe("/%5Cevil.example");
    expect(safeRedirect("/\u2215\u2215evil.example", home)).toBe("/%E2%88%95%E2%88%95evil.example");
    expect(safeRedirect("/tiến", home)).toBe("/ti%E1%BA%BFn");
  });

  // The language prefix is taken off or added after the first check: the Location sent is checked too.
  const throughPrefix = [
    "/vi//evil.example",
    "/vi/.//evil.example",
    "/vi/./..//evil.example",
    "/vi/%2e//evil.example",
    "/vi/\\evil.example",
    "/vi\\/evil.example",
    "/vi/\t/evil.example",
    "/vi/\n/evil.example",
    "/vi/\r\n/evil.example",
    "/vi///evil.example",
  ];
  it.each(throughPrefix)("never leaves the site for %j, in either language", (to) => {
    // In English the prefix comes off and another host would be left: refused.
    expect(safeRedirect(to, home, "en")).toBe(home);
    const vietnamese = safeRedirect(to, home, "vi");
    expect(new URL(vietnamese, "http://here.test").origin).toBe("http://here.test");
    expect(vietnamese).toMatch(/^\/vi(?:\/|$)|^\/dashboard$/);
  });

  it("puts a target in the language asked for", () => {
    expect(safeRedirect("/vi/dashboard?x=1", home, "en")).toBe("/dashboard?x=1");
    expect(safeRedirect("/dashboard", home, "vi")).toBe("/vi/dashboard");
    expect(safeRedirect("/vi", home, "en")).toBe("/");
    expect(safeRedirect("/", home, "vi")).toBe("/vi");
    // An encoded slash is a path character, not a host: it stays encoded on either side.
    expect(safeRedirect("/vi/%2F%2Fevil.example", home, "en")).toBe("/%2F%2Fevil.example");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirect(null, home)).toBe(home);
    expect(safeRedirect(undefined, home)).toBe(home);
    expect(safeRedirect(42, home)).toBe(home);
  });

  it("every answer is a valid Location header value", () => {
    for (const to of [...escapes, "/tiến-việt", "/\uFF0F\uFF0Fevil", "/%E3%80%82evil"]) {
      expect(() => new Headers({ Location: safeRedirect(to, home) })).not.toThrow();
    }
  });
});

describe("returnPathInStore", () => {
  const homes = ["/vi/store/acme"];
  const products = "/vi/store/acme/products";
  it.each(["/vi/store/acme", "/vi/store/acme/products/12", "/vi/store/acme/products?q=tea&page=2"])("keeps %j", (to) => {
    expect(returnPathInStore(to, homes, products)).toBe(to);
  });
  it.each([
    ...escapes,
    "/vi/store/acmeevil/products",
    "/vi/store/other/products/1",
    "/store/acme/products/1",
    "/vi/store/acme/../../login",
    "/vi/login",
    undefined,
    42,
  ])("refuses %j", (to) => {
    expect(returnPathInStore(to, homes, products)).toBe(products);
  });
});
