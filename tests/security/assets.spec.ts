import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { expect, test } from "../e2e/support/fixtures";

// The browser's files: compressed once at build time and sent as stored, kept for a year; the page
// asks for its stylesheet and largest picture before its scripts (decision 150).

/** A raw answer: Node's http, which (unlike fetch) leaves the body as the server compressed it. */
function raw(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    },
  );
}

test("a store page asks for its stylesheet and banner first and its scripts at low priority", async ({ request }) => {
  const html = await (await request.get("/store/default")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const stylesheet = head.indexOf('rel="stylesheet"');
  const scripts = [...head.matchAll(/<link rel="modulepreload"([^>]*)>/g)];
  expect(scripts.length).toBeGreaterThan(3);
  for (const [, attributes] of scripts) expect(attributes).toContain('fetchpriority="low"');
  expect(stylesheet).toBeGreaterThan(0);
  expect(stylesheet).toBeLessThan(scripts[0].index);
  expect(head).toMatch(/<link rel="preload" href="\/media\/images\/[0-9a-f]{24}-800\.webp" as="image"[^>]*fetchPriority="high"/);
  // The body's own links (none today) and the page's text are left as they were.
  expect(html.slice(html.indexOf("</head>"))).not.toContain('fetchpriority="low"');
});

test("scripts and styles are sent brotli- or gzip-compressed as built, identical once decoded, kept a year", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/store/default")).text();
  // The framework's chunk, the largest script (the entry itself is a few hundred bytes, below what is compressed).
  const files = [/href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1], /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]];
  for (const file of files) {
    expect(file).toBeTruthy();
    const url = `${baseURL}${file}`;
    const plain = await raw(url, "identity");
    const br = await raw(url, "gzip, deflate, br");
    const gzip = await raw(url, "gzip");
    for (const answer of [plain, br, gzip]) {
      expect(answer.status, file).toBe(200);
      expect(answer.headers["cache-control"], file).toBe("public, max-age=31536000, immutable");
      expect(String(answer.headers["vary"]), file).toContain("Accept-Encoding");
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(String(br.headers["content-type"])).toMatch(file!.endsWith(".css") ? /^text\/css/ : /javascript/);
  }
});
