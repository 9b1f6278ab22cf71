import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";

import { withScriptHashes } from "./script-hashes.server";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const policy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'; object-src 'none'`;

describe("withScriptHashes", () => {
  const nonce = "Tm9uY2UtMTIzNA==";

  it("allows the render's inline scripts by their hashes and takes the nonce out of page and policy", () => {
    const body = [
      `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>`,
      `<script nonce="${nonce}">window.a = 1;</script>`,
      `<script nonce="${nonce}" type="module" async="">import "/assets/a.js";</script>`,
      `<script nonce="${nonce}" src="/assets/b.js"></script>`,
      `<script nonce="${nonce}">window.a = 1;</script>`,
    ].join("");
    const shared = withScriptHashes(
      {
        body,
        headers: [
          ["Content-Security-Policy", policy(nonce)],
          ["Content-Type", "text/html"],
        ],
      },
      nonce,
    );
    expect(shared!.body).not.toContain("nonce");
    expect(shared!.body).toContain(`<script src="/assets/b.js"></script>`);
    expect(shared!.headers).toEqual([
      [
        "Content-Security-Policy",
        `default-src 'self'; script-src 'self' ${hash("window.a = 1;")} ${hash('import "/assets/a.js";')}; object-src 'none'`,
      ],
      ["Content-Type", "text/html"],
    ]);
  });

  it("does not allow a script that came without the render's nonce", () => {
    const body = `<script nonce="${nonce}">ok()</script><p><script>evil()</script></p><script nonce="guess">evil()</script>`;
    const shared = withScriptHashes({ body, headers: [["Content-Security-Policy", policy(nonce)]] }, nonce);
    expect(shared!.headers[0]![1]).toBe(`default-src 'self'; script-src 'self' ${hash("ok()")}; object-src 'none'`);
  });

  it("hashes the text as a browser parses it, line ends made LF", () => {
    const body = `<script nonce="${nonce}">a();\r\nb();\rc();</script>`;
    const shared = withScriptHashes({ body, headers: [["Content-Security-Policy", policy(nonce)]] }, nonce);
    expect(shared!.headers[0]![1]).toContain(hash("a();\nb();\nc();"));
  });

  it("leaves only 'self' when the page has no inline script", () => {
    const shared = withScriptHashes({ body: "<p>plain</p>", headers: [["Content-Security-Policy", policy(nonce)]] }, nonce);
    expect(shared!.headers[0]![1]).toBe("default-src 'self'; script-src 'self'; object-src 'none'");
  });

  it("refuses a page that uses the nonce anywhere else, in its body or its headers", () => {
    const body = `<script nonce="${nonce}">x()</script><meta content="${nonce}">`;
    expect(withScriptHashes({ body, headers: [["Content-Security-Policy", policy(nonce)]] }, nonce)).toBeNull();
    const link: [string, string] = ["Link", `</assets/a.js>; rel=modulepreload; nonce="${nonce}"`];
    const plain = `<script nonce="${nonce}">x()</script>`;
    expect(withScriptHashes({ body: plain, headers: [["Content-Security-Policy", policy(nonce)], link] }, nonce)).toBeNull();
  });
});
