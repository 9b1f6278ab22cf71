import { describe, expect, it } from "vitest";

import { lowPriorityScripts } from "./script-priority.server";

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/chunk.js"/></head>';
const body = '<body><p>Ghế <link rel="modulepreload" href="/in-body.js"/></p></body></html>';

const lowered = (html: string) => lowPriorityScripts(Buffer.from(html)).toString("utf8");

describe("lowPriorityScripts", () => {
  it("marks every script preload of the head low and leaves the body alone", () => {
    const expected = head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + body;
    expect(lowered(head + body)).toBe(expected);
  });

  it("reads a document without a head whole, and leaves one without preloads as it is", () => {
    expect(lowered('<link rel="modulepreload" href="/x.js"/><p>')).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/><p>',
    );
    const plain = Buffer.from("<head></head><p>plain</p>");
    expect(lowPriorityScripts(plain)).toBe(plain);
  });
});
