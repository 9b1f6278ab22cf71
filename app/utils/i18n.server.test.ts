import { createInstance } from "i18next";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { i18nextOptions, resources } from "~/lib/i18n-resources";
import { createTranslator } from "~/lib/translator";

import { getLanguage, getT, i18nextMiddleware, preferredFromHeader, tFor, translate } from "./i18n.server";

/** Runs the i18n middleware on a request and hands back the context it filled. */
async function afterMiddleware(url: string, headers: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  const request = new Request(`http://localhost${url}`, { headers });
  await i18nextMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => new Response(null));
  return context;
}

describe("the language of a request (remix-i18next, from the path)", () => {
  it("is Vietnamese under /vi and English everywhere else", async () => {
    expect(getLanguage(await afterMiddleware("/vi"))).toBe("vi");
    expect(getLanguage(await afterMiddleware("/vi/dashboard?x=1"))).toBe("vi");
    expect(getLanguage(await afterMiddleware("/"))).toBe("en");
    expect(getLanguage(await afterMiddleware("/video"))).toBe("en");
    expect(getLanguage(await afterMiddleware("/fr/login"))).toBe("en");
  });

  it("is not moved by ?lng=, the remembered choice or Accept-Language (decisions 001, 002)", async () => {
    const asked = { Cookie: "i18n_redirected=vi", "Accept-Language": "vi-VN,vi;q=0.9" };
    expect(getLanguage(await afterMiddleware("/login?lng=vi", asked))).toBe("en");
    expect(getLanguage(await afterMiddleware("/vi/login?lng=en", { Cookie: "i18n_redirected=en" }))).toBe("vi");
  });

  it("gives i18next's t of that language, the same one for every request (no instance per request)", async () => {
    const first = getT(await afterMiddleware("/vi/login"));
    expect(first("errors:notFound")).not.toBe(getT(await afterMiddleware("/login"))("errors:notFound"));
    expect(getT(await afterMiddleware("/vi/cart"))).toBe(first);
    expect(first).toBe(tFor("vi"));
  });

  it("is missing when the middleware did not run: entry.server then reads the path", () => {
    expect(() => getLanguage(new RouterContextProvider())).toThrow();
  });
});

describe("remix-i18next's t", () => {
  // lib/translator.test.ts holds the browser's translator to i18next over i18nextOptions, on every text.
  it("answers as i18next over the same options, and as the browser's translator", () => {
    const cases: [string, Record<string, unknown>?][] = [
      ["orders:errors.notAllowed", { from: "pending", to: "completed" }],
      ["common:balance", { amount: 12.5 }],
      ["brand"],
      ["contracts:terms.2026-11", { returnObjects: true }],
      ["store:noSuchText"],
    ];
    for (const lng of ["en", "vi"] as const) {
      const plain = createInstance();
      void plain.init({ ...i18nextOptions, lng, initAsync: false });
      const browser = createTranslator(lng, resources[lng]);
      const server = tFor(lng) as unknown as (key: string, params?: object) => unknown;
      const reference = plain.t as unknown as (key: string, params?: object) => unknown;
      for (const [key, params] of cases) {
        expect(server(key, params), `${lng} ${key}`).toEqual(reference(key, params));
        expect(browser(key, params), `${lng} ${key}`).toEqual(server(key, params));
      }
    }
  });
});

describe("texts outside React Router", () => {
  it("server.mjs's answers follow the path, or for the API the client's Accept-Language", () => {
    expect(translate("/vi/login", "errors:notFound")).toBe(tFor("vi")("errors:notFound"));
    expect(translate("/login", "errors:notFound")).toBe(tFor("en")("errors:notFound"));
    expect(translate("/api/cards", "errors:notFound", "fr, vi;q=0.8")).toBe(tFor("vi")("errors:notFound"));
    expect(translate("/api/cards", "errors:notFound", null)).toBe(tFor("en")("errors:notFound"));
  });

  it("Accept-Language gives the first of our languages the client takes", () => {
    expect(preferredFromHeader("fr-FR, vi;q=0.8, en;q=0.5")).toBe("vi");
    expect(preferredFromHeader("vi;q=0, en")).toBe("en");
    expect(preferredFromHeader("de")).toBe("en");
    expect(preferredFromHeader(null)).toBe("en");
  });
});
