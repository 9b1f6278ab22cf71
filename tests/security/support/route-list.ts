import { readFileSync } from "node:fs";
import path from "node:path";

import routes from "../../../app/routes";

interface Entry {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  children?: Entry[];
}

export interface LeafRoute {
  /** The route id (English pages: the name; API routes: the path). */
  id: string;
  /** The URL pattern, e.g. "/admin/users/:id" or "/vi/store/:account?/cart". */
  pattern: string;
  file: string;
  hasLoader: boolean;
  hasAction: boolean;
  /** The method its action takes (the API's PATCH endpoints say so in their source). */
  actionMethod: "POST" | "PATCH";
}

function exportsOf(file: string) {
  const source = readFileSync(path.resolve("app", file), "utf-8");
  return {
    hasLoader: /export (async function|const|function) loader\b/.test(source),
    hasAction: /export (async function|const|function) action\b/.test(source),
    actionMethod: /methodNotAllowed\([^)]*"PATCH"\)/.test(source) ? ("PATCH" as const) : ("POST" as const),
  };
}

function walk(entries: Entry[], base: string, out: LeafRoute[]) {
  for (const entry of entries) {
    const here = entry.path ? `${base.replace(/\/$/, "")}/${entry.path}` : base;
    if (entry.children?.length) walk(entry.children, here, out);
    else if (entry.path !== undefined || entry.index) {
      out.push({ id: entry.id ?? entry.path ?? entry.file, pattern: here || "/", file: entry.file, ...exportsOf(entry.file) });
    }
  }
}

/**
 * Every page and API route of app/routes.ts, flattened (layouts dissolved into their pages). A
 * pattern with optional segments comes twice: with them (/user-orders/:id?) and without
 * (/user-orders), since the two are often different pages in one module.
 */
export function leafRoutes(): LeafRoute[] {
  const out: LeafRoute[] = [];
  walk(routes as Entry[], "", out);
  return out.flatMap((route) => {
    const bare = route.pattern.replace(/\/:\w+\?(?=\/|$)/g, "").replace(/^$/, "/");
    return bare === route.pattern || !/\?/.test(route.pattern) ? [route] : [route, { ...route, pattern: bare }];
  });
}
