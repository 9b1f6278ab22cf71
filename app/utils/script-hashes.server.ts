import { createHash } from "node:crypto";

export interface RenderedPage {
  body: string;
  headers: [string, string][];
}

const inlineScripts = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * A rendered document made the same for every visitor (decision 159): the inline scripts that carry
 * this render's nonce are allowed by their SHA-256 hashes instead, and the nonce leaves the page and
 * its policy. A script without that nonce (markup that got in some other way) is not hashed, so the
 * browser still refuses it. Null when the nonce is used anywhere else in the page or its headers:
 * such a page is not made shareable.
 */
export function withScriptHashes({ body, headers }: RenderedPage, nonce: string): RenderedPage | null {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of body.matchAll(inlineScripts)) {
    if (!attributes.includes(attribute) || /\ssrc=/.test(attributes)) continue;
    // Browsers hash the text as parsed, and the HTML parser turns CR LF and lone CR into LF.
    const text = content.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  const shared = body.replaceAll(attribute, "");
  const source = `'nonce-${nonce}'`;
  const allowed = [...hashes].join(" ");
  const sharedHeaders = headers.map(([name, value]): [string, string] => [
    name,
    value.replaceAll(allowed ? source : ` ${source}`, allowed),
  ]);
  if (shared.includes(nonce) || sharedHeaders.some(([, value]) => value.includes(nonce))) return null;
  return { body: shared, headers: sharedHeaders };
}
