import { createHash, randomBytes } from "node:crypto";
import { serialize } from "node:v8";
import type { EntryContext } from "react-router";

import { renders } from "~/infra/metrics.server";
import { RecentlyUsed } from "~/lib/recently-used";

/**
 * Documents kept by what they were rendered from (decision 278). A page is a function of its URL,
 * its language and its loaders' data: when a request's loaders answer exactly what they answered
 * for a kept document, that document is sent again instead of rendering it anew. The loaders still
 * run on every request, so nothing shown can be older than the data read for this very request —
 * no version to bump, no write to forget. It spares the render, the largest cost of a signed-in
 * page (a member's dashboard and store pages are never shared, so the page cache cannot keep them).
 *
 * A kept document is rendered with a stand-in for the CSP nonce; each answer gets its own nonce.
 */
const nonceStandIn = randomBytes(18).toString("base64url");
const standInBytes = Buffer.from(nonceStandIn);

/** Pieces of a kept document around its nonces. */
type Kept = Buffer[];

const maxKept = 128;
/** A document larger than this is rendered every time (a long list is rarely asked twice alike). */
const maxBytes = 256 * 1024;
const kept = new RecentlyUsed<string, Kept>(maxKept);
const enabled = process.env.RENDER_CACHE !== "0";

/**
 * Whether a loader's answer is plain data, which its V8 serialization tells apart exactly (undefined
 * from a missing key, a Date from its text, Maps, Sets, big integers, NaN and -0). Anything else (a
 * promise a loader streams, an error, a class instance, a function) makes the page not keepable: its
 * serialization could say less than the render shows.
 */
function plain(value: unknown): boolean {
  if (typeof value === "function" || typeof value === "symbol") return false;
  if (typeof value !== "object" || value === null) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype === Object.prototype || prototype === null) {
    for (const key in value) if (!plain((value as Record<string, unknown>)[key])) return false;
    return true;
  }
  if (prototype === Array.prototype) return (value as unknown[]).every(plain);
  if (prototype === Date.prototype) return true;
  if (prototype === Map.prototype) return [...(value as Map<unknown, unknown>)].every(([k, v]) => plain(k) && plain(v));
  if (prototype === Set.prototype) return [...(value as Set<unknown>)].every(plain);
  return false;
}

/** What a document is rendered from, hashed; null when it is not to be kept (or the cache is off). */
export function renderKey(url: string, language: string, status: number, context: EntryContext): string | null {
  const state = context.staticHandlerContext;
  if (!enabled || status !== 200 || state.actionData || state.errors) return notKept();
  // A third of the time JSON.stringify took with a replacer telling these apart (the dashboard: 15 µs, was 40-60).
  if (!plain(state.loaderData)) return notKept();
  return createHash("sha256")
    .update(serialize([url, language, state.loaderData]))
    .digest("base64url");
}

function notKept(): null {
  renders.inc({ outcome: "not_keepable" });
  return null;
}

/** The nonce a document is rendered with: the stand-in when it will be kept. */
export const renderNonce = (key: string | null, nonce: string) => (key ? nonceStandIn : nonce);

function split(document: Buffer): Kept {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = document.indexOf(standInBytes); at >= 0; at = document.indexOf(standInBytes, from)) {
    pieces.push(document.subarray(from, at));
    from = at + standInBytes.length;
  }
  pieces.push(document.subarray(from));
  return pieces;
}

function joined(pieces: Kept, nonce: string): Buffer {
  if (pieces.length === 1) return pieces[0];
  const nonceBytes = Buffer.from(nonce);
  const parts: Buffer[] = [];
  pieces.forEach((piece, i) => {
    if (i > 0) parts.push(nonceBytes);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

/** A kept document for this key, with this answer's nonce. */
export function keptDocument(key: string, nonce: string): Buffer | undefined {
  const pieces = kept.get(key);
  if (!pieces) return undefined;
  renders.inc({ outcome: "kept" });
  return joined(pieces, nonce);
}

/**
 * A document rendered with the stand-in, with this answer's nonce; kept when `keep` (a render
 * whose part failed after the shell is not).
 */
export function keepDocument(key: string, document: Buffer, nonce: string, keep: boolean): Buffer {
  const pieces = split(document);
  if (keep && document.length <= maxBytes) kept.set(key, pieces);
  renders.inc({ outcome: "rendered" });
  return joined(pieces, nonce);
}
