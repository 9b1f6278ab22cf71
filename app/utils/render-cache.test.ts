import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";

import { keepDocument, keptDocument, renderKey, renderNonce } from "./render-cache.server";

const context = (loaderData: unknown, extra: object = {}) =>
  ({ staticHandlerContext: { loaderData, actionData: null, errors: null, ...extra } }) as unknown as EntryContext;
const key = (loaderData: unknown, url = "http://x/dashboard", language = "en") =>
  renderKey(url, language, 200, context(loaderData));

describe("the render cache's key", () => {
  it("is the same for the same page and data, and differs with the URL, the language or the data", () => {
    const data = { root: { user: { id: 5, balance: "12.5" } } };
    expect(key(data)).toBe(key(structuredClone(data)));
    expect(key(data, "http://x/dashboard?page=2")).not.toBe(key(data));
    expect(key(data, undefined, "vi")).not.toBe(key(data));
    expect(key({ root: { user: { id: 5, balance: "12.6" } } })).not.toBe(key(data));
  });

  it("tells apart what JSON would blur", () => {
    const pairs: [unknown, unknown][] = [
      [{ a: undefined }, {}],
      [{ a: new Map([["k", 1]]) }, { a: {} }],
      [{ a: new Set([1]) }, { a: [1] }],
      [{ a: new Date("2026-11-28T00:00:00.000Z") }, { a: "2026-11-28T00:00:00.000Z" }],
      [{ a: NaN }, { a: null }],
      [{ a: -0 }, { a: 0 }],
      [{ a: 10n }, { a: "10" }],
    ];
    for (const [one, other] of pairs) expect(key(one), JSON.stringify(other)).not.toBe(key(other));
  });

  it("keeps nothing that is not plain data, nor an error page or an action's answer", () => {
    expect(key({ a: Promise.resolve(1) })).toBeNull();
    expect(key({ a: new Error("x") })).toBeNull();
    expect(key({ a: () => 1 })).toBeNull();
    expect(key({ a: [new URL("http://x/")] })).toBeNull();
    expect(key({ a: new Map([["k", Symbol("s")]]) })).toBeNull();
    expect(renderKey("http://x/", "en", 404, context({}))).toBeNull();
    expect(renderKey("http://x/", "en", 200, context({}, { actionData: { ok: 1 } }))).toBeNull();
    expect(renderKey("http://x/", "en", 200, context({}, { errors: { root: new Error("x") } }))).toBeNull();
  });
});

describe("a kept document", () => {
  it("is answered with each answer's own nonce", () => {
    const k = key({ unique: Math.random() })!;
    const standIn = renderNonce(k, "unused");
    expect(standIn).not.toBe("unused");
    expect(renderNonce(null, "mine")).toBe("mine");
    const rendered = Buffer.from(`<script nonce="${standIn}">a</script><link nonce="${standIn}">`);
    expect(keepDocument(k, rendered, "first", true).toString()).toBe('<script nonce="first">a</script><link nonce="first">');
    expect(keptDocument(k, "second")?.toString()).toBe('<script nonce="second">a</script><link nonce="second">');
  });

  it("is not kept when the render is not to be kept, but still gets its nonce", () => {
    const k = key({ unique: Math.random() })!;
    const rendered = Buffer.from(`<script nonce="${renderNonce(k, "x")}"></script>`);
    expect(keepDocument(k, rendered, "n", false).toString()).toBe('<script nonce="n"></script>');
    expect(keptDocument(k, "m")).toBeUndefined();
  });
});
