import { describe, expect, it } from "vitest";

import { cacheView } from "../../server/kept-answers.mjs";

interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  socket: { encrypted?: boolean };
}
const request = (url: string, headers: Record<string, string>, encrypted = false): FakeRequest => ({
  method: "GET",
  url,
  headers,
  socket: { encrypted },
});
const urlOf = (req: FakeRequest, trustProxy = 0) => (cacheView(req, trustProxy) as { url: string } | null)?.url ?? null;

describe("cacheView: the URL a kept page is filed under", () => {
  it("is the request's origin, path and query", () => {
    expect(urlOf(request("/store/default?page=2", { host: "shop.example" }))).toBe("http://shop.example/store/default?page=2");
    expect(urlOf(request("/store/default", { host: "shop.example:8443" }, true))).toBe("https://shop.example:8443/store/default");
    expect(urlOf(request("/store/default", { host: "[::1]:3000" }))).toBe("http://[::1]:3000/store/default");
  });

  it("is none for a host that is not a plain host and port, or a target not in origin form", () => {
    for (const host of [
      "shop.example/store/default#",
      "shop.example\\store\\x?",
      "shop.example#x",
      "a b",
      "",
      "shop.example:port",
    ]) {
      expect(urlOf(request("/login", { host })), host).toBeNull();
    }
    expect(urlOf(request("/login", {}))).toBeNull();
    expect(urlOf(request("http://shop.example/store/default", { host: "shop.example" }))).toBeNull();
  });

  it("reads a proxy's X-Forwarded-Host and -Proto only when the proxy is trusted, as Express does", () => {
    const behind = request("/store/default", {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "shop.example, other.example",
      "x-forwarded-proto": "https, http",
    });
    expect(urlOf(behind, 1)).toBe("https://shop.example/store/default");
    expect(urlOf(behind, 0)).toBe("http://10.0.0.5:3000/store/default");
    // Where Express finds no host (a list starting with a comma) nothing is kept.
    expect(urlOf(request("/store/default", { host: "10.0.0.5", "x-forwarded-host": ", shop.example" }), 1)).toBeNull();
    expect(urlOf(request("/store/default", { host: "10.0.0.5", "x-forwarded-host": "shop.example/store/x#" }), 1)).toBeNull();
    expect(urlOf(request("/store/default", { host: "10.0.0.5", "x-forwarded-proto": "gopher" }), 1)).toBeNull();
  });
});
