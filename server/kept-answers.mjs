// Kept pages (app/utils/page-cache.server.ts) answered in front of Express: a kept answer needs
// none of its middleware (no body, no rate limit, compressed when kept), and Express's routing was
// half the cost of such an answer (decision 159). Everything else goes on to Express.
import { logRequest } from "./logging.mjs";

const lookups = new WeakMap();

// A host name, an IPv4 address or a bracketed IPv6 one, and a port: nothing that could carry a path.
const plainHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const firstOf = (value) => value?.split(",")[0].trim();

/**
 * The origin a request names, read as Express reads it (a trusted proxy's X-Forwarded-Proto and
 * -Host first), or null when its host is not a plain host and port: a Host header such as
 * `shop.example/store/default#` must not name another page's key (such a request is never kept).
 */
function originOf(req, trustProxy) {
  const forwardedHost = trustProxy ? req.headers["x-forwarded-host"] : undefined;
  const host = forwardedHost !== undefined ? firstOf(forwardedHost) : req.headers.host;
  const protocol = (trustProxy && firstOf(req.headers["x-forwarded-proto"])) || (req.socket.encrypted ? "https" : "http");
  if (!host || !plainHost.test(host) || (protocol !== "http" && protocol !== "https")) return null;
  return `${protocol}://${host}`;
}

/**
 * What the page cache reads of a request: the origin, the path and query (origin-form only), the
 * headers. Null for a request that is never kept. Asked here only; the bridge reads the answer.
 */
export function cacheView(req, trustProxy) {
  const origin = originOf(req, trustProxy);
  if (!origin || !req.url.startsWith("/")) return null;
  return {
    method: req.method,
    url: `${origin}${req.url}`,
    headers: {
      get: (name) => headerValue(req.headers[name.toLowerCase()]),
      has: (name) => req.headers[name.toLowerCase()] !== undefined,
    },
  };
}

const headerValue = (value) => (Array.isArray(value) ? value.join(", ") : (value ?? null));

/** The page cache's answer for a GET asked about here (null: not shared); undefined for other methods. */
export const lookupDone = (req) => lookups.get(req);

/**
 * `(req, res) => Promise<boolean>`: true when a kept page was sent. `headers` are the ones every
 * answer carries (server/security.mjs); the page's own (its Content-Security-Policy) win.
 */
export function keptAnswers({ lookupPage, headers, trustProxy }) {
  return async (req, res) => {
    if (req.method !== "GET") return false;
    const started = process.hrtime.bigint();
    const view = cacheView(req, trustProxy);
    const found = view ? await lookupPage(view).catch(() => null) : null;
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
    logRequest(req.method, req.url.split("?", 1)[0], page.status, started);
    return true;
  };
}
