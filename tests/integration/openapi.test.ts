import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";

import { openApiDocument } from "~/api/openapi/document";
import routes from "~/routes";

import { undocumentedApiPaths } from "../support/openapi-check";
import { call } from "../support/route-harness";

/*
 * The OpenAPI document (decision 248): valid OpenAPI 3.1 by Redocly's recommended rules, one
 * operation for every API route of app/routes.ts and none for a path no route serves. That every
 * answer keeps it is checked in the harness, on every API call of the suites.
 */

const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };

/** The API routes' patterns, each optional segment both with and without (/x/:id? → /x, /x/:id). */
function apiPatterns(): string[] {
  const out: string[] = [];
  for (const entry of routes as { path?: string }[]) {
    const path = `/${entry.path ?? ""}`;
    if (!path.startsWith("/api/") || path === "/api/*" || undocumentedApiPaths.includes(path)) continue;
    let variants = [""];
    for (const segment of path.split("/").slice(1)) {
      const optional = segment.endsWith("?");
      const full = variants.map((v) => `${v}/${segment.replace(/\?$/, "")}`);
      variants = optional ? [...variants, ...full] : full;
    }
    out.push(...variants);
  }
  return out;
}

// A route's `:param` matches a parameter or a literal of the document (`:action` ~ `status`).
const covers = (pattern: string, path: string) => {
  const a = pattern.split("/");
  const b = path.split("/");
  return a.length === b.length && a.every((s, i) => s.startsWith(":") || s === b[i]!.replace(/^\{\w+\}$/, `:${s}`));
};

describe("the OpenAPI document", () => {
  it("keeps Redocly's recommended rules", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      rules: {
        // A private API: no licence to name.
        "info-license": "off",
        // The router takes literal segments first: /api/packages/purchases/{id} is not /api/packages/{id}/buy.
        "no-ambiguous-paths": "off",
        // GET /api/admin/categories refuses nothing of its own (every operation has its `default` refusal).
        "operation-4xx-response": "off",
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "/api/openapi.json", config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it("has an operation for every API route of app/routes.ts, and none for a path no route serves", () => {
    const documented = Object.keys(doc.paths);
    const patterns = apiPatterns();
    expect(patterns.length).toBeGreaterThan(60);
    expect(patterns.filter((p) => !documented.some((d) => covers(p, d)))).toEqual([]);
    expect(documented.filter((d) => !patterns.some((p) => covers(p, d)))).toEqual([]);
  });

  it("is served at /api/openapi.json, with its viewer at /api/docs from this app", async () => {
    const served = await call("/api/openapi.json");
    expect(served.status).toBe(200);
    expect(served.body).toEqual(JSON.parse(JSON.stringify(doc)));

    const page = await call("/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    expect(page.body).toContain('<script src="/api/docs/redoc.standalone.js">');
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page.headers.get("Content-Security-Policy")).toContain("script-src 'self';");

    const viewer = await call("/api/docs/redoc.standalone.js");
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get("Content-Type")).toContain("javascript");
    expect(viewer.bytes!.length).toBeGreaterThan(100_000);
  }, 90_000);
});
