import { writeFileSync } from "node:fs";
import type { APIRequestContext, APIResponse } from "@playwright/test";

import { expect, test } from "../e2e/support/fixtures";
import { expectedApi, expectedPage, type Outcome } from "./support/expectations";
import { leafRoutes, type LeafRoute } from "./support/route-list";
import { apiToken, pageClient, roles, type Role } from "./support/sessions";

// Every route of app/routes.ts × every role, through HTTP: the document, the route's own data
// request (a client can ask for one loader alone), and its action. The expected answer of each
// route is written in support/expectations.ts; a route without one fails here.

// Ids nobody owns: the matrix is about who gets past the guards, and must change nothing (the
// IDOR matrix tries real ids of other members).
const sample: Record<string, string> = {
  account: "member01",
  id: "987654321",
  token: "not-a-token",
  code: "not-a-code",
  decision: "confirm",
};

function urlOf(pattern: string): string {
  return pattern.replace(/:(\w+)\??/g, (_m, name: string) => sample[name] ?? "1").replace(/\/\*$/, "/no-such-page");
}

/** What a client sees: a status, or "→/path" for a redirect (query left out). */
async function outcomeOf(answer: APIResponse): Promise<string> {
  const status = answer.status();
  if (status >= 300 && status < 400) return `→${new URL(answer.headers().location ?? "", "http://x").pathname}`;
  if (status === 202 && answer.headers()["x-remix-response"]) {
    const redirect = /"redirect","([^"]*)"/.exec(await answer.text());
    if (redirect) return `→${new URL(redirect[1], "http://x").pathname}`;
  }
  return String(status);
}

function matches(actual: string, expected: Outcome): boolean {
  return expected.split("|").includes(actual);
}

const pages = leafRoutes().filter((r) => !r.pattern.startsWith("/api/"));
const apis = leafRoutes().filter((r) => r.pattern.startsWith("/api/"));

async function probePage(client: APIRequestContext, route: LeafRoute, role: Role, throwaway: () => Promise<APIRequestContext>) {
  const url = urlOf(route.pattern);
  const results: Record<string, string> = { get: await outcomeOf(await client.get(url, { maxRedirects: 0 })) };
  if (route.hasLoader) {
    const dataUrl = `${url === "/" ? "/_root" : url.replace(/\/$/, "")}.data?_routes=${encodeURIComponent(route.id)}`;
    results.data = await outcomeOf(await client.get(dataUrl, { maxRedirects: 0 }));
  }
  if (route.hasAction) {
    // Signing out ends the session: that post gets a session of its own.
    const poster = /\/logout$/.test(route.pattern) ? await throwaway() : client;
    // A role the guard should stop posts a plain form, so nothing but the guard stands in its way;
    // a role that may act posts JSON, which no form action accepts: 415, and nothing changes.
    const stopped = /^→|^40[13]$/.test(expectedPage(route, role, "post") ?? "");
    const body = stopped ? { form: { intent: "probe" } } : { headers: { "Content-Type": "application/json" }, data: "{}" };
    results.post = await outcomeOf(await poster.post(url, { ...body, maxRedirects: 0 }));
  }
  return results;
}

async function probeApi(client: APIRequestContext, route: LeafRoute, token: string | undefined) {
  const url = urlOf(route.pattern);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const results: Record<string, string> = {};
  if (route.hasLoader || !route.hasAction) results.get = await outcomeOf(await client.get(url, { headers, maxRedirects: 0 }));
  if (route.hasAction) {
    // Not JSON: a caller past the guard gets 400/415 and nothing changes.
    const body = { headers: { ...headers, "Content-Type": "text/plain" }, data: "not json", maxRedirects: 0 };
    results.post = await outcomeOf(await client.fetch(url, { method: route.actionMethod, ...body }));
  }
  return results;
}

test.describe.configure({ mode: "parallel" });

for (const role of roles) {
  test(`every page and every API route as ${role}`, async ({ baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const client = await pageClient(baseURL!, role, testInfo.workerIndex);
    const problems: string[] = [];
    const seen: Record<string, Record<string, string>> = {};
    for (const route of pages) {
      const actual = await probePage(client, route, role, () => pageClient(baseURL!, role, testInfo.workerIndex));
      seen[route.pattern] = actual;
      for (const [kind, outcome] of Object.entries(actual)) {
        const expected = expectedPage(route, role, kind as "get" | "data" | "post");
        if (expected === undefined) problems.push(`${route.id} (${route.pattern}): no expectation written`);
        else if (!matches(outcome, expected))
          problems.push(`${route.pattern} ${kind} as ${role}: ${outcome}, expected ${expected}`);
      }
    }
    // Logging out or refreshing revokes the token: those two get a token of their own.
    for (const route of apis) {
      const revokes = /\/api\/auth\/(logout|refresh)$/.test(route.pattern);
      const token = await apiToken(client, role);
      const actual = await probeApi(client, route, revokes ? await apiToken(client, role) : token);
      seen[route.pattern] = actual;
      for (const [kind, outcome] of Object.entries(actual)) {
        const expected = expectedApi(route, role, kind as "get" | "post");
        if (expected === undefined) problems.push(`${route.pattern}: no expectation written`);
        else if (!matches(outcome, expected))
          problems.push(`${route.pattern} ${kind} as ${role}: ${outcome}, expected ${expected}`);
      }
    }
    if (process.env.MATRIX_DUMP) writeFileSync(`${process.env.MATRIX_DUMP}-${role}.json`, JSON.stringify(seen, null, 1));
    await client.dispose();
    expect(problems, problems.join("\n")).toEqual([]);
  });
}
