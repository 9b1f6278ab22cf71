import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";

import { lowPriorityScripts } from "./script-priority.server";

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/chunk.js"/></head>';
const body = '<body><p>Ghế <link rel="modulepreload" href="/in-body.js"/></p></body></html>';

async function through(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityScripts());
  for await (const piece of stream) out.push(piece as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("lowPriorityScripts", () => {
  const expected = head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + body;

  it("marks every script preload of the head low, whatever the chunks' cuts, and leaves the body alone", async () => {
    const html = head + body;
    expect(await through([html])).toBe(expected);
    // Every cut of the document into two, then into single bytes (a tag and a Vietnamese letter cut).
    for (let cut = 1; cut < html.length; cut++) {
      expect(await through([html.slice(0, cut), html.slice(cut)])).toBe(expected);
    }
    const bytes = Buffer.from(html);
    const single: Buffer[] = [];
    const stream = Readable.from([...bytes].map((b) => Buffer.from([b]))).pipe(lowPriorityScripts());
    for await (const piece of stream) single.push(piece as Buffer);
    expect(Buffer.concat(single).toString("utf8")).toBe(expected);
  });

  it("runs the caller's final step and still writes out what it held back", async () => {
    let finished = false;
    const stream = lowPriorityScripts({
      final(callback) {
        finished = true;
        callback();
      },
    });
    const out: Buffer[] = [];
    stream.on("data", (piece: Buffer) => out.push(piece));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write(Buffer.from('<p>x</p><link rel="module'));
    stream.end();
    await ended;
    expect(finished).toBe(true);
    expect(Buffer.concat(out).toString()).toBe('<p>x</p><link rel="module');
  });

  it("passes a document without a head through whole", async () => {
    expect(await through(['<link rel="modulepreload" href="/x.js"/>', "<p>"])).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/><p>',
    );
    expect(await through(["<p>plain</p>"])).toBe("<p>plain</p>");
  });
});
