import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";

import { currentCatalogueVersion } from "~/domain/catalogue";
import { chosenEncoding, type Encoding } from "~/lib/accept-encoding";
import { RecentlyUsed } from "~/lib/recently-used";

import { accountCheckCookieNames } from "./account-check.server";
import { sessionCookie } from "./auth.server";
import { withScriptHashes } from "./script-hashes.server";
import { toastCookie } from "./toast.server";
import { pendingCookie } from "./two-factor-login.server";

/**
 * Rendered store pages for visitors who are not signed in (decision 127). A page is kept with the
 * catalogue version read before it was rendered and served again while that version is current,
 * so a change committed by any process is seen on the next request. A kept page is the same bytes
 * for everyone (decision 159): its inline scripts are allowed by their hashes instead of the nonce
 * it was rendered with, so it is compressed once, when kept, not on every answer.
 */
const cacheablePaths = [
  /^(?:\/vi)?\/store\/[A-Za-z0-9_-]+(?:\/products(?:\/\d+)?)?\/?$/,
  // Their JSON twins: public, the same for every caller.
  /^\/api\/store\/[A-Za-z0-9_-]+\/products(?:\/\d+)?$/,
];
/**
 * A signed-in visitor, a one-time message or a login under way make a page of one's own. Told by
 * the very cookies that read them, with their parser (decision 175): the cache's own pattern took
 * `__session =…` for no session cookie, while the session was read from it, and kept the page.
 */
const personalCookies = [sessionCookie, toastCookie, pendingCookie];

async function isPersonal(cookieHeader: string): Promise<boolean> {
  if (!cookieHeader) return false;
  try {
    for (const cookie of personalCookies) if ((await cookie.parse(cookieHeader)) !== null) return true;
    return false;
  } catch {
    // A cookie its parser cannot read: whatever the page makes of it, it is not shared.
    return true;
  }
}

interface Entry {
  version: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Its compressed copies, added once made (until then an answer is compressed on its way). */
  encoded: Partial<Record<Encoding, Buffer>>;
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
  /** The client accepts a compression this page has no copy in yet: the bridge compresses it. */
  compressOnTheWay: boolean;
}

/** The cache key of a request whose page may be shared, or null. */
async function keyOf(request: CacheRequest): Promise<string | null> {
  if (!enabled || request.method !== "GET") return null;
  const url = new URL(request.url);
  if (!cacheablePaths.some((path) => path.test(url.pathname))) return null;
  const cookie = request.headers.get("Cookie") ?? "";
  if (request.headers.has("Authorization") || (await isPersonal(cookie))) return null;
  // The cart's and the language's cookies shape the page too: the header is part of the key, but for
  // the account check's cookies (decision 141), which the pages write and never read.
  return `${url.protocol}//${url.host}${url.pathname}${url.search}\n${withoutAccountCheck(cookie)}`;
}

const accountCheck = new RegExp(`^(?:${accountCheckCookieNames.join("|")})=`);

function withoutAccountCheck(cookie: string): string {
  return cookie
    .split(/;\s*/)
    .filter((part) => part && !accountCheck.test(part))
    .join("; ");
}

function answer(
  entry: Entry,
  request: CacheRequest,
  status = entry.status,
  state: "hit" | "miss" | "revalidated" = status === 304 ? "revalidated" : "hit",
): KeptPage {
  const headers: [string, string][] = [
    ...entry.headers,
    ["ETag", `W/"${entry.tag}"`],
    // Kept by the browser, checked with it every time; never by a shared cache (the key has cookies).
    ["Cache-Control", "private, no-cache"],
    ["Vary", "Cookie, Accept-Encoding"],
    ["X-Page-Cache", state],
  ];
  if (status === 304) return { status, headers, body: null, compressOnTheWay: false };
  const accepted = request.headers.get("Accept-Encoding");
  const encoding = chosenEncoding(accepted, Object.keys(entry.encoded) as Encoding[]);
  if (!encoding) {
    const compressOnTheWay = chosenEncoding(accepted, encodings) !== null;
    return { status, headers, body: entry.body, compressOnTheWay };
  }
  headers.push(["Content-Encoding", encoding]);
  return { status, headers, body: entry.encoded[encoding]!, compressOnTheWay: false };
}

/** Whether the browser's copy, named by its validator, is this page as it is now. */
function isCurrent(request: CacheRequest, entry: Entry): boolean {
  return (request.headers.get("If-None-Match") ?? "").includes(`W/"${entry.tag}"`);
}

export type PageLookup = { page: KeptPage } | { version: number; key: string } | null;

/** A kept page for this request (a 304 when the browser's copy is current), or what to keep it under. */
export async function lookupPage(request: CacheRequest): Promise<PageLookup> {
  const key = await keyOf(request);
  if (!key) return null;
  const version = await currentCatalogueVersion();
  const entry = entries.get(key);
  if (!entry || entry.version !== version) return { version, key };
  return { page: isCurrent(request, entry) ? answer(entry, request, 304) : answer(entry, request) };
}

const nonceOfPolicy = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? null;
const kinds = /^(?:text\/html|application\/json)/;
const encodings: Encoding[] = ["br", "gzip"];
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

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
  const rendered = { body: await response.text(), headers: [...response.headers] };
  const shared = nonce ? withScriptHashes(rendered, nonce) : rendered;
  if (!shared) return new Response(rendered.body, { status: response.status, headers: response.headers });
  const { body, headers } = shared;
  const bytes = Buffer.from(body);
  const entry: Entry = {
    version: found.version,
    status: 200,
    headers,
    body: bytes,
    encoded: {},
    tag: createHash("sha256").update(bytes).digest("hex").slice(0, 16),
  };
  entries.set(found.key, entry);
  void compressCopies(entry);
  // Another process (or this one before a restart) may have sent the browser this very page.
  return answer(entry, request, isCurrent(request, entry) ? 304 : 200, "miss");
}

/** The compressed copies, made off the main thread; a failure leaves the page compressed on its way. */
async function compressCopies(entry: Entry): Promise<void> {
  try {
    const [br, gz] = await Promise.all([
      brotli(entry.body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
      }),
      gzipped(entry.body, { level: 9 }),
    ]);
    entry.encoded = { br, gzip: gz };
  } catch {
    // Answers go on being compressed by the bridge, as for any other page.
  }
}
