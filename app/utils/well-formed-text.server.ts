import { isUtf8 } from "node:buffer";

/**
 * Text that is not well-formed Unicode is refused where it comes in (decision 174). A JSON string
 * may hold a lone surrogate (`"\ud800"` is valid JSON): PostgreSQL refuses it in jsonb (a 500) and
 * stores U+FFFD in text instead. Form bodies and JSON bodies are bytes: bytes that are not UTF-8
 * would be read as U+FFFD, silently.
 */

/** With the u flag a surrogate pair is one code point: only a lone surrogate matches. */
const loneSurrogate = /\p{Cs}/u;

/** At most this many fields are named in the answer. */
const namedAtMost = 20;

/**
 * The paths (`name`, `images.0`, `items.3.title`) of the strings of a parsed JSON value, keys
 * included, that hold a lone surrogate; walked without recursion, so any depth is fine.
 */
export function illFormedPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, ""]];
  const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0 && found.length < namedAtMost) {
    const [next, path] = pending.pop()!;
    if (typeof next === "string") {
      if (loneSurrogate.test(next)) found.push(path || "body");
    } else if (Array.isArray(next)) {
      next.forEach((inner, index) => pending.push([inner, at(path, index)]));
    } else if (next && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        // The answer names the field: never with the lone surrogate itself.
        if (loneSurrogate.test(key)) found.push(at(path, key.replace(/\p{Cs}/gu, "\uFFFD")));
        else pending.push([inner, at(path, key)]);
      }
    }
  }
  return found.sort();
}

/** The boundary parameter of a multipart Content-Type (quoted or not), or null. */
export function multipartBoundary(contentType: string): string | null {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return boundary ? (boundary[1] ?? boundary[2]) : null;
}

const isHex = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);

/** A urlencoded body's bytes once its %-escapes are decoded, as the form parser decodes them. */
function percentDecoded(body: Buffer): Buffer {
  const out = Buffer.allocUnsafe(body.length);
  let length = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === 0x25 && i + 2 < body.length && isHex(body[i + 1]) && isHex(body[i + 2])) {
      out[length++] = parseInt(String.fromCharCode(body[i + 1], body[i + 2]), 16);
      i += 2;
    } else out[length++] = body[i];
  }
  return out.subarray(0, length);
}

/**
 * Whether the text of a form body is UTF-8: a urlencoded body once decoded; in a multipart body,
 * every part's headers and every part's content but a file's (a file is bytes, not text).
 */
export function formTextIsUtf8(body: Buffer, contentType: string): boolean {
  const boundary = multipartBoundary(contentType);
  if (!boundary) return isUtf8(percentDecoded(body));
  const separator = Buffer.from(`--${boundary}`);
  let at = body.indexOf(separator);
  while (at !== -1) {
    const start = at + separator.length;
    const next = body.indexOf(separator, start);
    if (next === -1) return true;
    const part = body.subarray(start, next);
    const headersEnd = part.indexOf("\r\n\r\n");
    if (headersEnd !== -1) {
      const headers = part.subarray(0, headersEnd);
      if (!isUtf8(headers)) return false;
      const isFile = /;\s*filename\*?=/i.test(headers.toString("latin1"));
      // The part's content ends with the CRLF before the next separator.
      if (!isFile && !isUtf8(part.subarray(headersEnd + 4, Math.max(headersEnd + 4, part.length - 2)))) return false;
    }
    at = next;
  }
  return true;
}
