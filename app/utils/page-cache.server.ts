import { createHash } from "node:crypto";

import { currentCatalogueVersion } from "~/domain/catalogue-version.server";
import { RecentlyUsed } from "~/lib/recently-used";

import { accountCheckCookieNames } from "./account-check.server";
import { newNonce } from "./security-headers.server";

/**
 * Rendered store pages for visitors who are not signed in (decision 127). A page is kept with the
 * catalogue version read before it was rendered and served again while that version is current,
 * so a change committed by any process is seen on the next request. Each answer gets a fresh CSP
 * nonce; the validator (ETag) carries the nonce the browser's own copy was sent with, so that a
 * 304 keeps that copy's policy and scripts in step.
 */
const cacheablePaths = [
  /^(?:\/vi)?\/store\/[A-Za-z0-9_-]+(?:\/products(?:\/\d+)?)?\/?$/,
  // Their JSON twins: public, the same for every caller.
  /^\/api\/store\/[A-Za-z0-9_-]+\/products(?:\/\d+)?$/,
];
// A signed-in visitor, a one-time message or a login under way make a page of one's own.
const personalCookies = /(?:^|;\s*)(?:__session|toast|login_2fa)=/;

interface Entry {
  version: number;
  status: number;
  /** Each header's value cut at the nonce it was rendered with (one piece when it has none). */
  headers: [string, string[]][];
  /** The body's bytes cut at the nonce: a hit joins them with a fresh one, no search through the page. */
  body: Buffer[];
  /** The CSP nonce the page was rendered with (JSON has none). */
  nonce: string | null;
  tag: string;
}

/** At most 300 pages, the least recently used out first. */
const entries = new RecentlyUsed<string, Entry>(300);
const enabled = process.env.PAGE_CACHE !== "0";

/** What the cache reads of a request: a fetch Request, or the bridge's view of Express's request. */
export interface CacheRequest {
  method: string;
  url: string;
  headers: { get(name: string): string | null; has(name: string): boolean };
}

/** A kept page as the bridge writes it: status, headers in order (Set-Cookie repeated), the whole body. */
export interface KeptPage {
  status: number;
  headers: [string, string][];
  body: Buffer | null;
}

/** The cache key of a request whose page may be shared, or null. */
function keyOf(request: CacheRequest): string | null {
  if (!enabled || request.method !== "GET") return null;
  const url = new URL(request.url);
  if (!cacheablePaths.some((path) => path.test(url.pathname))) return null;
  const cookie = request.headers.get("Cookie") ?? "";
  if (personalCookies.test(cookie) || request.headers.has("Authorization")) return null;
  // The cart's and the language's cookies shape the page too: the header is part of the key, but for
  // the account check's cookies (decision 141), which the pages write and never read.
  return `${url.host}${url.pathname}${url.search}\n${withoutAccountCheck(cookie)}`;
}

const accountCheck = new RegExp(`^(?:${accountCheckCookieNames.join("|")})=`);

function withoutAccountCheck(cookie: string): string {
  return cookie
    .split(/;\s*/)
    .filter((part) => part && !accountCheck.test(part))
    .join("; ");
}

const nonceOfPolicy = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? null;

function answer(
  entry: Entry,
  nonce: string,
  status = entry.status,
  state: "hit" | "miss" | "revalidated" = status === 304 ? "revalidated" : "hit",
): KeptPage {
  const headers: [string, string][] = entry.headers.map(([name, pieces]) => [name, pieces.join(nonce)]);
  headers.push(
    ["ETag", `W/"${entry.tag}.${entry.nonce ? nonce : "-"}"`],
    // Kept by the browser, checked with it every time; never by a shared cache (the key has cookies).
    ["Cache-Control", "private, no-cache"],
    ["Vary", "Cookie"],
    ["X-Page-Cache", state],
  );
  if (status === 304) return { status, headers, body: null };
  const body = entry.body.length === 1 ? entry.body[0] : Buffer.concat(withBetween(entry.body, Buffer.from(nonce)));
  return { status, headers, body };
}

function withBetween<T>(pieces: T[], separator: T): T[] {
  return pieces.flatMap((piece, i) => (i === 0 ? [piece] : [separator, piece]));
}

/** The nonce a validator sent by the browser was issued with, when it names this page as it is now. */
function revalidatedNonce(request: CacheRequest, entry: Entry): string | null {
  const match = /W\/"([0-9a-f]+)\.([A-Za-z0-9+/=]+|-)"/.exec(request.headers.get("If-None-Match") ?? "");
  return match && match[1] === entry.tag ? match[2] : null;
}

export type PageLookup = { page: KeptPage } | { version: number; key: string } | null;

/** A kept page for this request (a 304 when the browser's copy is current), or what to keep it under. */
export async function lookupPage(request: CacheRequest): Promise<PageLookup> {
  const key = keyOf(request);
  if (!key) return null;
  const version = await currentCatalogueVersion();
  const entry = entries.get(key);
  if (!entry || entry.version !== version) return { version, key };
  const kept = revalidatedNonce(request, entry);
  return { page: kept ? answer(entry, kept, 304) : answer(entry, entry.nonce ? newNonce() : "-") };
}

const kinds = /^(?:text\/html|application\/json)/;

/** Keeps a freshly rendered shareable page (200, HTML with its nonce, or JSON) and returns it to be sent. */
export async function rememberPage(
  found: { version: number; key: string },
  request: Request,
  response: Response,
): Promise<Response | KeptPage> {
  const type = response.headers.get("Content-Type") ?? "";
  const html = type.startsWith("text/html");
  const nonce = html ? nonceOfPolicy(response.headers.get("Content-Security-Policy")) : null;
  if (response.status !== 200 || !kinds.test(type) || (html && !nonce)) return response;
  const body = await response.text();
  const cut = (text: string) => (nonce ? text.split(nonce) : [text]);
  const pieces = cut(body);
  const tag = createHash("sha256").update(pieces.join("")).digest("hex").slice(0, 16);
  const entry: Entry = {
    version: found.version,
    status: 200,
    headers: [...response.headers].map(([name, value]) => [name, cut(value)]),
    body: pieces.map((piece) => Buffer.from(piece)),
    nonce,
    tag,
  };
  entries.set(found.key, entry);
  // Another process (or this one before a restart) may have sent the browser this very page.
  const kept = revalidatedNonce(request, entry);
  if (kept) return answer(entry, kept, 304);
  return answer(entry, nonce ?? "-", 200, "miss");
}
