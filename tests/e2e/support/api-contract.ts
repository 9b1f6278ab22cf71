import type { APIRequestContext, APIResponse } from "@playwright/test";

import { answerChecker } from "../../support/openapi-check";

/**
 * The `request` fixture, checking every answer under /api/ against the document the server
 * serves at /api/openapi.json (decision 248): an answer that drifts fails the test that got it.
 */

type Checker = ReturnType<typeof answerChecker>;
let checker: Promise<Checker> | null = null;

const verbs = new Set(["get", "post", "patch", "put", "delete", "head", "fetch"]);

async function check(request: APIRequestContext, method: string, response: APIResponse) {
  if (!new URL(response.url()).pathname.startsWith("/api/")) return;
  checker ??= request.get("/api/openapi.json").then(async (r) => answerChecker(await r.json()));
  const contentType = response.headers()["content-type"] ?? "";
  const text = await response.text();
  const body = contentType.includes("json") && text ? JSON.parse(text) : text || null;
  const wrong = (await checker)({ method, url: response.url(), status: response.status(), contentType, body });
  if (wrong) throw new Error(`The answer breaks /api/openapi.json: ${wrong}`);
}

export function checkedRequest(request: APIRequestContext): APIRequestContext {
  return new Proxy(request, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== "function") return value;
      if (typeof prop !== "string" || !verbs.has(prop)) return value.bind(target);
      return async (url: string, options?: { method?: string }) => {
        const response = (await value.call(target, url, options)) as APIResponse;
        await check(target, prop === "fetch" ? (options?.method ?? "GET").toUpperCase() : prop.toUpperCase(), response);
        return response;
      };
    },
  });
}
