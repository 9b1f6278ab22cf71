import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

import routeConfig from "~/routes";

import { routeParts } from "../../server/route-parts.mjs";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}
interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}

/** The route table as the build lists it (id → route with its parent), from app/routes.ts. */
function manifestOf(entries: ConfigEntry[]): Record<string, ManifestRoute> {
  const routes: Record<string, ManifestRoute> = { root: { id: "root", path: "" } };
  const walk = (list: ConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.[^.]+$/, "");
      routes[id] = { id, parentId, path: entry.path, index: entry.index };
      walk(entry.children ?? [], id);
    }
  };
  walk(entries, "root");
  return routes;
}

function treeOf(routes: Record<string, ManifestRoute>, ids: string[]): RouteObject[] {
  const kept = new Set(ids);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId && kept.has(route.id))
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

const routes = manifestOf(routeConfig as ConfigEntry[]);
const parts = routeParts(routes);
const everything = treeOf(routes, Object.keys(routes));
const matched = (tree: RouteObject[], path: string) => matchRoutes(tree, path)?.map((match) => match.route.id) ?? null;

function fullPathOf(id: string): string {
  const route = routes[id];
  return [route.parentId ? fullPathOf(route.parentId) : "", route.path ?? ""].filter(Boolean).join("/");
}

/** Paths that each route answers, in the cases, escapes and forms a client may send, and some that none does. */
function samplePaths(): string[] {
  const paths = new Set([
    "/",
    "/vi",
    "/vi/",
    "/nothing",
    "/vi/nothing",
    "//dashboard",
    "/%64ashboard",
    "/vi/%E1%BA%A1",
    "/a:b",
    "/*x",
  ]);
  for (const id of Object.keys(routes)) {
    const path = `/${fullPathOf(id)}`;
    const concrete = [
      path
        .replace(/\/:[^/]+\?/g, "")
        .replace(/:[^/]+/g, "42")
        .replace("*", "a/b"),
      path.replace(/:[^/?]+\??/g, "7"),
    ];
    for (const one of concrete) {
      paths.add(one);
      paths.add(one.toUpperCase());
      paths.add(`${one}/`.replace(/\/+$/, "/"));
      paths.add(`${one}/extra`);
    }
  }
  return [...paths];
}

describe("a route table per first segment", () => {
  it("matches every path to the same routes as the whole table, documents and data requests alike", () => {
    const parts_ = new Map<string, RouteObject[]>();
    const samples = samplePaths();
    expect(samples.length).toBeGreaterThan(500);
    for (const path of samples) {
      const part = parts.partOf(path);
      if (!parts_.has(part)) parts_.set(part, treeOf(routes, parts.idsOf(part)));
      expect({ path, ids: matched(parts_.get(part)!, path) }).toEqual({ path, ids: matched(everything, path) });
      const data = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "/_")}.data`;
      expect({ path, part: parts.partOf(data) }).toEqual({ path, part });
    }
  });

  it("keeps each part small: a page's own routes, its layouts, the home page and the not-found page", () => {
    const dashboard = parts.idsOf(parts.partOf("/dashboard"));
    expect(dashboard).toEqual(expect.arrayContaining(["root", "dashboard", "layout-dashboard"]));
    expect(dashboard.length).toBeLessThan(8);
    expect(parts.idsOf(parts.partOf("/vi/dashboard"))).toContain("vi/dashboard");
    expect(parts.idsOf(parts.partOf("/vi/dashboard"))).not.toContain("dashboard");
    expect(parts.partOf("/__manifest")).toBe("all");
    expect(parts.idsOf("all")).toHaveLength(Object.keys(routes).length);
  });
});
