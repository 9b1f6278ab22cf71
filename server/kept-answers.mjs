// Kept pages (app/utils/page-cache.server.ts) answered in front of Express: a kept answer needs
// none of its middleware (no body, no rate limit, compressed when kept), and Express's routing was
// half the cost of such an answer (decision 159). Everything else goes on to Express.
import { logRequest } from "./logging.mjs";

const lookups = new WeakMap();

/**
 * What the page cache reads of a request, the same whether asked here or by the bridge: the host
 * (a proxy's X-Forwarded-Host when trusted, as Express reads it), the path and the headers.
 */
export function cacheView(req, trustProxy) {
  const forwarded = trustProxy ? req.headers["x-forwarded-host"]?.split(",")[0].trim() : undefined;
  return {
    method: req.method,
    url: `http://${forwarded || req.headers.host}${req.url}`,
    headers: {
      get: (name) => headerValue(req.headers[name.toLowerCase()]),
      has: (name) => req.headers[name.toLowerCase()] !== undefined,
    },
  };
}

const headerValue = (value) => (Array.isArray(value) ? value.join(", ") : (value ?? null));

/** The page cache's answer (null: not a shareable request) for a request asked about here; else undefined. */
export const lookupDone = (req) => lookups.get(req);

/**
 * `(req, res) => Promise<boolean>`: true when a kept page was sent. `headers` are the ones every
 * answer carries (server/security.mjs); the page's own (its Content-Security-Policy) win.
 */
export function keptAnswers({ lookupPage, headers, trustProxy }) {
  return async (req, res) => {
    if (req.method !== "GET") return false;
    const started = process.hrtime.bigint();
    const found = await lookupPage(cacheView(req, trustProxy)).catch(() => null);
    const page = found?.page;
    if (!page || page.compressOnTheWay) {
      lookups.set(req, found);
      return false;
    }
    const own = new Set(page.headers.map(([name]) => name.toLowerCase()));
    const all = [];
    for (const [name, value] of headers) if (!own.has(name.toLowerCase())) all.push(name, value);
    for (const [name, value] of page.headers) all.push(name, value);
    if (page.body) all.push("Content-Length", String(page.body.length));
    res.writeHead(page.status, all);
    res.end(page.body ?? undefined);
    logRequest(req.method, req.url, page.status, started);
    return true;
  };
}
