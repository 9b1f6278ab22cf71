/**
 * A small parser for the mails our app sends (nodemailer, text only): headers, encoded-word
 * subjects, quoted-printable or base64 bodies, and the first text/plain part of a multipart mail.
 */
export interface ParsedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Parts with a Content-ID (pictures an HTML part shows by cid:), their bytes in base64. */
  inline?: { cid: string; type: string; base64: string }[];
}

function unfoldHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  const lines = head
    .replace(/\r\n/g, "\n")
    .replace(/\n[ \t]+/g, " ")
    .split("\n");
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(input: string, charset = "utf-8"): string {
  const softBreaksRemoved = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const ch = softBreaksRemoved[i];
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(softBreaksRemoved.slice(i + 1, i + 3))) {
      bytes.push(parseInt(softBreaksRemoved.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf-8"));
    }
  }
  return new TextDecoder(charset).decode(Uint8Array.from(bytes));
}

/** RFC 2047 encoded words: =?UTF-8?Q?...?= and =?UTF-8?B?...?=. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === "B") return new TextDecoder(charset).decode(Buffer.from(text, "base64"));
      return decodeQuotedPrintable(text.replace(/_/g, " "), charset);
    });
}

function decodeBody(body: string, headers: Map<string, string>): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1] ?? "utf-8";
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body, charset);
  if (encoding === "base64") return new TextDecoder(charset).decode(Buffer.from(body.replace(/\s+/g, ""), "base64"));
  return body;
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  return { headers: unfoldHeaders(head), body };
}

function textOf(headers: Map<string, string>, body: string): string {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      const inner = splitMessage(part.replace(/^\n/, ""));
      const text = textOf(inner.headers, inner.body);
      if (text) return text;
    }
    return "";
  }
  if (!/^text\/plain/i.test(type) && !/^text\//i.test(type)) return "";
  return decodeBody(body, headers).replace(/\n$/, "");
}

/** Every part of a (nested) multipart body that has a Content-ID. */
function inlineParts(headers: Map<string, string>, body: string): NonNullable<ParsedMail["inline"]> {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => {
        const inner = splitMessage(part.replace(/^\n/, ""));
        return inlineParts(inner.headers, inner.body);
      });
  }
  const cid = headers.get("content-id");
  if (!cid) return [];
  return [{ cid: cid.replace(/^<|>$/g, ""), type: type.split(";")[0], base64: body.replace(/\s+/g, "") }];
}

function addresses(value: string | undefined): string[] {
  if (!value) return [];
  return decodeHeader(value)
    .split(",")
    .map((a) => (/<([^>]+)>/.exec(a)?.[1] ?? a).trim().toLowerCase())
    .filter(Boolean);
}

export function parseMail(raw: string, envelopeTo: string[] = []): ParsedMail {
  const { headers, body } = splitMessage(raw);
  const to = addresses(headers.get("to"));
  return {
    from: decodeHeader(headers.get("from") ?? ""),
    to: to.length > 0 ? to : envelopeTo.map((a) => a.toLowerCase()),
    subject: decodeHeader(headers.get("subject") ?? ""),
    text: textOf(headers, body),
    inline: inlineParts(headers, body),
  };
}

/** The first http(s) link in a text that contains `pathPart`. */
export function findLink(text: string, pathPart: string): string {
  const link = text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in:\n${text}`);
  return link;
}
