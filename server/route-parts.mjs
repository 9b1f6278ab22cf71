// React Router tries a request against the routes of its build one by one, twice per request, and
// rebuilds its render tree from the whole route manifest on every page: ~240 routes (every page in
// English and again under /vi, the API beside them) were a fifth of a signed-in page's CPU
// (docs/decisions/152-a-route-table-per-first-segment.md). A route whose path begins with a fixed
// segment can only match paths beginning with that segment, so each request is handed a build
// holding only the routes that could match it: those of its first segment (after /vi), those
// whose first segment is a parameter or absent (the home page), their layouts, and the root. The
// best match among them is the best match among all routes.

const dynamic = /[:*?]/;

function segmentsOf(path) {
  return path.split("/").filter(Boolean);
}

/** A path's language and its first segment after /vi, lower-cased as React Router matches them. */
function leadOf(segments) {
  const lower = segments.slice(0, 2).map((segment) => segment.toLowerCase());
  return lower[0] === "vi" ? ["vi", lower[1]] : ["en", lower[0]];
}

/** "en/<first segment>", "vi/<first segment after vi>", "<lang>/*" when it is absent or a parameter, "*" for any language. */
function keyOfRoute(path) {
  const segments = segmentsOf(path);
  if (segments[0] !== undefined && dynamic.test(segments[0])) return "*";
  const [lang, head] = leadOf(segments);
  return head === undefined || dynamic.test(head) ? `${lang}/*` : `${lang}/${head}`;
}

function decoded(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parts of a build's routes (`build.routes`: id → { id, parentId, path, index }).
 * `partOf(pathname)` names the part a request belongs to; `idsOf(part)` the route ids it keeps.
 */
export function routeParts(routes) {
  const fullPaths = new Map();
  const fullPathOf = (id) => {
    if (!fullPaths.has(id)) {
      const route = routes[id];
      const parent = route.parentId ? fullPathOf(route.parentId) : "";
      fullPaths.set(id, [parent, route.path ?? ""].filter(Boolean).join("/"));
    }
    return fullPaths.get(id);
  };
  // Layouts without a path of their own never match alone: they come with the routes below them.
  const matchable = Object.values(routes).filter((route) => route.id !== "root" && (route.path || route.index));
  const keys = new Map(matchable.map((route) => [route.id, keyOfRoute(fullPathOf(route.id))]));
  const known = new Set(keys.values());

  const idsOf = (part) => {
    if (part === "all") return Object.keys(routes);
    const [lang] = part.split("/");
    const wanted = new Set([part, `${lang}/*`, "*"]);
    const ids = new Set(["root"]);
    for (const [id, key] of keys) {
      if (!wanted.has(key)) continue;
      for (let at = id; at && !ids.has(at); at = routes[at].parentId) ids.add(at);
    }
    return [...ids];
  };

  const partOf = (pathname) => {
    if (pathname.startsWith("/__")) return "all";
    // A data request (`/x.data`, `/_root.data` for `/`) belongs with its page.
    const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    // A request's segments are literal: one that names no route's first segment gets the routes
    // every path of its language may match.
    const [lang, head] = leadOf(segmentsOf(path).slice(0, 2).map(decoded));
    return head !== undefined && known.has(`${lang}/${head}`) ? `${lang}/${head}` : `${lang}/*`;
  };

  return { partOf, idsOf };
}

/** The build with only the given routes, in the server's table and in the manifest it renders from. */
export function buildWithRoutes(build, ids) {
  const keep = (routes) => Object.fromEntries(ids.filter((id) => routes[id]).map((id) => [id, routes[id]]));
  return { ...build, routes: keep(build.routes), assets: { ...build.assets, routes: keep(build.assets.routes) } };
}
