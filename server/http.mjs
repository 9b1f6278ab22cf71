// The bridge between Express and React Router, written here rather than taken from
// @react-router/express so that bodies are read under a size limit before the app sees them
// (a 128 MB JSON body must not reach the heap) and the origin honours TRUST_PROXY.
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler } from "react-router";

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
const uploadPaths = [/^\/api\/uploads(\/|$)/, /^\/products(\/|$)/, /^\/admin\/products(\/|$)/, /^\/store-settings$/];

export function bodyLimitFor(pathname, contentType = "") {
  const path = pathname.replace(/^\/vi(?=\/|$)/, "") || "/";
  if (contentType.startsWith("multipart/form-data") && uploadPaths.some((re) => re.test(path))) return bodyLimits.upload;
  return path.startsWith("/api/") ? bodyLimits.api : bodyLimits.form;
}

export class PayloadTooLarge extends Error {}

/** The whole body, or PayloadTooLarge as soon as it passes `limit` (declared or streamed). */
export async function readBody(req, limit) {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLarge();
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new PayloadTooLarge();
    chunks.push(chunk);
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

/** Express's protocol and host follow X-Forwarded-Proto/-Host only when `trust proxy` is set. */
function toRequest(req, res, body) {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.host}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init = { method: req.method, headers: toHeaders(req), signal: controller.signal };
  if (body !== undefined) init.body = body;
  return new Request(url, init);
}

async function sendResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * Express handler for the React Router build. `onTooLarge(req, res)` answers bodies over the
 * route's limit; nothing of such a body is kept.
 */
export function reactRouterHandler({ build, mode, onTooLarge }) {
  const handle = createRequestHandler(build, mode);
  // Store pages for visitors not signed in, kept while the catalogue is unchanged (decision 127).
  const { lookupPage, rememberPage } = build.entry.module;
  const cachedOrNot = (request) => lookupPage(request).catch(() => null);
  return async (req, res, next) => {
    try {
      let body;
      if (req.method !== "GET" && req.method !== "HEAD") {
        try {
          body = await readBody(req, bodyLimitFor(req.path, req.headers["content-type"]));
        } catch (error) {
          if (error instanceof PayloadTooLarge) {
            // The rest of the upload is not read: close the connection once answered.
            res.setHeader("Connection", "close");
            return onTooLarge(req, res);
          }
          throw error;
        }
      }
      const request = toRequest(req, res, body);
      const found = await cachedOrNot(request);
      if (found?.response) return await sendResponse(res, found.response);
      const response = await handle(request);
      await sendResponse(res, found ? await rememberPage(found, request, response) : response);
    } catch (error) {
      // The client went away (a navigation, a closed tab): nobody to answer, nothing went wrong.
      if (res.destroyed || req.destroyed) return;
      next(error);
    }
  };
}
