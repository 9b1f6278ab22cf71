// The bridge between Express and React Router, written here rather than taken from
// @react-router/express so that bodies are read under a size limit before the app sees them
// (a 128 MB JSON body must not reach the heap) and the origin honours TRUST_PROXY.
import { createRequestHandler } from "react-router";

import { lookupDone } from "./kept-answers.mjs";
import { countPageCache } from "./metrics.mjs";
import { buildWithRoutes, routeParts } from "./route-parts.mjs";

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * Body limits by route: forms and JSON are small (the longest field is a 2,000-character
 * description); image uploads may be large. Paths are matched without the /vi prefix.
 */
export const bodyLimits = {
  api: 64 * KiB,
  form: 256 * KiB,
  upload: 10 * MiB,
};
const uploadPaths = [
  /^\/api\/uploads(\/|$)/,
  /^\/products(\/|$)/,
  /^\/admin\/products(\/|$)/,
  /^\/admin\/cards\/offers(\/|$)/,
  /^\/store-settings$/,
];

export function bodyLimitFor(pathname, contentType = "") {
  const path = pathname.replace(/^\/vi(?=\/|$)/, "") || "/";
  if (contentType.startsWith("multipart/form-data") && uploadPaths.some((re) => re.test(path))) return bodyLimits.upload;
  return path.startsWith("/api/") ? bodyLimits.api : bodyLimits.form;
}

export class PayloadTooLarge extends Error {}
export class TooManyBodies extends Error {}

/**
 * What all the bodies being read at once may hold together. Bodies are read before anyone is
 * signed in (the app checks that), so 150 slow 10 MiB uploads would otherwise hold 1.5 GB. Past it,
 * a body growing beyond a form's size is refused with 503 and the process keeps its memory; forms
 * (a login, a checkout) are still read, so a flood of uploads cannot shut them out.
 */
export const bodiesBudget = 64 * MiB;
let bodiesHeld = 0;

/** The whole body, or PayloadTooLarge as soon as it passes `limit` (declared or streamed), or TooManyBodies. */
export async function readBody(req, limit) {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLarge();
  const chunks = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += chunk.length;
      bodiesHeld += chunk.length;
      if (size > limit) throw new PayloadTooLarge();
      if (bodiesHeld > bodiesBudget && size > bodyLimits.form) throw new TooManyBodies();
      chunks.push(chunk);
    }
  } finally {
    bodiesHeld -= size;
  }
  return Buffer.concat(chunks);
}

function toHeaders(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * A request whose `signal` is the one given, aborted when the client goes away. Given to
 * `new Request(url, { signal })` instead, undici makes its own signal follow it through a WeakRef,
 * an abort listener and a FinalizationRegistry entry: per request, kept until a major GC, they made
 * major GCs come sooner, and with them the slowest 1 % of answers (decision 281).
 */
class ClientRequest extends Request {
  #signal;
  constructor(url, init, signal) {
    super(url, init);
    this.#signal = signal;
  }
  get signal() {
    return this.#signal;
  }
}

/** Express's protocol and host follow X-Forwarded-Proto/-Host only when `trust proxy` is set. */
export function toRequest(req, res, body) {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.host}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init = { method: req.method, headers: toHeaders(req) };
  if (body !== undefined) init.body = body;
  return new ClientRequest(url, init, controller.signal);
}

/** A kept page (app/utils/page-cache.server.ts): written in one go, with its length. */
function sendPage(res, { status, headers, body }) {
  res.status(status);
  for (const [name, value] of headers) {
    if (name.toLowerCase() === "set-cookie") res.append("Set-Cookie", value);
    else res.setHeader(name, value);
  }
  if (body) res.setHeader("Content-Length", body.length);
  res.end(body ?? undefined);
}

/**
 * A streamed body written as it is read: each chunk flushed through compression (a page's streamed
 * parts must not wait in gzip's buffer), the next one read only once the socket has taken the last
 * (backpressure), the body cancelled when the client goes away (which stops a CSV's reading). Not
 * @react-router/node's writeReadableStreamToWritable: it races every read against one promise that
 * stays pending until the response ends, and each race keeps its chunk reachable from that promise,
 * so a download was held whole until its end (a 109 MB CSV: +113 MB; decision 268).
 */
export async function writeBody(body, res) {
  const reader = body.getReader();
  let gone = false;
  let wake;
  const onClose = () => {
    gone = true;
    wake?.();
    // A read under way resolves as done; the body's cancel stops its source.
    reader.cancel().catch(() => {});
  };
  res.once("close", onClose);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || gone) break;
      const more = res.write(value);
      res.flush?.();
      if (!more && !gone)
        await new Promise((resolve) => {
          wake = resolve;
          res.once("drain", resolve);
        });
      wake = undefined;
    }
    if (!gone) res.end();
  } catch {
    // The body failed midway (logged where it failed): the status has gone out, so the client gets a
    // cut-off answer rather than a complete-looking one.
    res.destroy();
  } finally {
    res.off("close", onClose);
    reader.releaseLock();
  }
}

/** `whole`: a rendered document's bytes (app/utils/whole-document.server.ts), sent in one write. */
async function sendResponse(res, response, whole) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (whole) {
    res.setHeader("Content-Length", whole.length);
    res.end(whole);
    return;
  }
  res.flushHeaders();
  if (response.body) await writeBody(response.body, res);
  else res.end();
}

/**
 * Express handler for the React Router build. `answer(req, res, status, key)` answers in the path's
 * language what the bridge refuses itself: a body over the route's limit (413; nothing of it is
 * kept) or over the bodies' budget (503), and React Router's bare 405s.
 */
export function reactRouterHandler({ build, mode, answer }) {
  // One handler per part of the site, made when first asked for (./route-parts.mjs).
  const parts = routeParts(build.routes);
  const handlers = new Map();
  const handlerOf = (pathname) => {
    const part = parts.partOf(pathname);
    if (!handlers.has(part)) handlers.set(part, createRequestHandler(buildWithRoutes(build, parts.idsOf(part)), mode));
    return handlers.get(part);
  };
  // Store pages for visitors not signed in, kept while the catalogue is unchanged (decision 127).
  const { rememberPage, documentBody } = build.entry.module;
  return async (req, res, next) => {
    try {
      let body;
      if (req.method !== "GET" && req.method !== "HEAD") {
        try {
          body = await readBody(req, bodyLimitFor(req.path, req.headers["content-type"]));
        } catch (error) {
          // The rest of the body is not read: close the connection once answered.
          if (error instanceof PayloadTooLarge || error instanceof TooManyBodies) res.setHeader("Connection", "close");
          if (error instanceof PayloadTooLarge) return answer(req, res, 413, "errors:payloadTooLarge");
          if (error instanceof TooManyBodies) {
            res.setHeader("Retry-After", "5");
            return answer(req, res, 503, "errors:busy");
          }
          throw error;
        }
      }
      // The page cache was asked in front of Express (./kept-answers.mjs): a kept page left to be
      // compressed on its way, or what to keep the rendered one under; null for anything not shared.
      const found = lookupDone(req) ?? null;
      if (found?.page) {
        countPageCache("hit");
        return sendPage(res, found.page);
      }
      if (found) countPageCache("miss");
      let request;
      try {
        request = toRequest(req, res, body);
      } catch {
        // A Host header no address can be made of ("a b", "user@host"): the client's mistake.
        return res.status(400).type("text/plain").send("Bad Request");
      }
      const response = await handlerOf(req.path)(request);
      // A method the route does not take: React Router's 405 carries its English message, which names
      // our routes (a page's data, an endpoint's JSON). No form of ours gets one: a short answer will do.
      // A script's data request (`.data`) keeps React Router's answer, which the page renders translated.
      if (response.status === 405 && !req.path.endsWith(".data")) {
        await response.body?.cancel();
        const allow = response.headers.get("Allow");
        if (allow) res.setHeader("Allow", allow);
        return answer(req, res, 405, "errors:methodNotAllowed");
      }
      const sent = found ? await rememberPage(found, request, response) : response;
      await (sent instanceof Response ? sendResponse(res, sent, documentBody(sent)) : sendPage(res, sent));
    } catch (error) {
      // The client went away (a navigation, a closed tab): nobody to answer, nothing went wrong.
      // (Not `req.destroyed`: a request whose body was read whole is destroyed too.)
      if (res.destroyed) return;
      next(error);
    }
  };
}
