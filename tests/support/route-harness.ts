import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, RouterContextProvider, type RouteObject } from "react-router";

import { openApiDocument } from "~/api/openapi/document";
import routeConfig from "~/routes";

import { answerChecker } from "./openapi-check";

/**
 * Calls the app the way React Router does for one request, in this process: the URL is matched
 * against app/routes.ts, the middleware of the root and of every matched layout runs (i18n, input
 * guard, same-site forms, the layouts' permission guards), then the leaf's loader (GET/HEAD) or
 * action (other methods). Tests name a URL, never a route module.
 */

type Handler = (args: unknown) => unknown;
type Middleware = (args: unknown, next: () => Promise<Response>) => Promise<unknown>;
interface RouteModule {
  loader?: Handler;
  action?: Handler;
  middleware?: Middleware[];
}
type Node = RouteObject & { file: string };

const modules = import.meta.glob<RouteModule>(["/app/root.tsx", "/app/routes/**/*.{ts,tsx}"]);

function toNode(entry: RouteConfigEntry): Node {
  const node = { path: entry.path, caseSensitive: entry.caseSensitive, file: entry.file };
  if (entry.index) return { ...node, index: true } as Node;
  return { ...node, children: entry.children?.map(toNode) } as Node;
}

const breaksDocument = answerChecker(openApiDocument() as unknown as Parameters<typeof answerChecker>[0]);

const tree: Node[] = [{ path: "", file: "root.tsx", children: routeConfig.map(toNode) } as Node];

async function moduleOf(file: string): Promise<RouteModule> {
  const load = modules[`/app/${file}`];
  if (!load) throw new Error(`route-harness: no module app/${file}`);
  return load();
}

export interface Answer {
  status: number;
  headers: Headers;
  /** JSON answers and loader/action data parsed (bigints and dates as strings); other answers as text. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the route answered
  body: any;
  /** The raw body of a Response (a PDF, an image), as sent. */
  bytes?: Uint8Array;
}

export type CallInit = RequestInit & { ip?: string };

let counter = 0;

/** A distinct client address per call, so the rate limits of one test do not touch another. */
export function freshIp(): string {
  counter += 1;
  return `10.${process.pid % 250}.${Math.floor(counter / 250)}.${counter % 250}`;
}

/** Loader data as the browser would get it: plain JSON, bigints as strings, dates as ISO strings. */
function plain(value: unknown) {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v)));
}

function isDataWithInit(value: unknown): value is { type: string; data: unknown; init?: ResponseInit | null } {
  return (value as { type?: string } | null)?.type === "DataWithResponseInit";
}

async function answerOf(result: unknown): Promise<Answer> {
  if (result instanceof Response) {
    const bytes = new Uint8Array(await result.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    const isJson = result.headers.get("Content-Type")?.includes("json");
    return { status: result.status, headers: result.headers, body: !text ? null : isJson ? JSON.parse(text) : text, bytes };
  }
  if (isDataWithInit(result)) {
    return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), body: plain(result.data) };
  }
  return { status: 200, headers: new Headers(), body: plain(result) };
}

function requestOf(path: string, init: CallInit): Request {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", init.ip ?? freshIp());
  return new Request(`http://app.test${path}`, { ...init, headers });
}

interface Matched {
  request: Request;
  context: RouterContextProvider;
  params: Record<string, string | undefined>;
  chain: { file: string; module: RouteModule }[];
}

async function match(path: string, init: CallInit): Promise<Matched | null> {
  const request = requestOf(path, init);
  const matches = matchRoutes(tree, new URL(request.url).pathname) as { route: Node; params: Record<string, string> }[] | null;
  if (!matches) return null;
  const chain = await Promise.all(matches.map(async (m) => ({ file: m.route.file, module: await moduleOf(m.route.file) })));
  return { request, context: new RouterContextProvider(), params: matches.at(-1)!.params, chain };
}

/** Runs the chain's middleware around `inner`; a thrown redirect or error answer is the answer. */
async function withMiddleware(matched: Matched, inner: () => Promise<unknown>): Promise<unknown> {
  const args = { request: matched.request, url: new URL(matched.request.url), context: matched.context, params: matched.params };
  const middleware = matched.chain.flatMap((c) => c.module.middleware ?? []);
  let result: unknown;
  let index = 0;
  const next = async (): Promise<Response> => {
    const current = middleware[index++];
    if (current) return (await current(args, next)) as Response;
    result = await inner();
    // Middleware may read the response it wraps: it gets one, the test gets the handler's result.
    return result instanceof Response ? result : new Response(null);
  };
  try {
    await next();
    return result;
  } catch (error) {
    if (error instanceof Response || isDataWithInit(error)) return error;
    throw error;
  }
}

/** One request to the app: the leaf route's loader (GET/HEAD) or action, behind every middleware. */
export async function call(path: string, init: CallInit = {}): Promise<Answer> {
  const matched = await match(path, init);
  if (!matched) return { status: 404, headers: new Headers(), body: null };
  const leaf = matched.chain.at(-1)!.module;
  const method = (init.method ?? "GET").toUpperCase();
  const handler = method === "GET" || method === "HEAD" ? leaf.loader : leaf.action;
  if (!handler) return { status: 405, headers: new Headers(), body: null };
  const args = { request: matched.request, url: new URL(matched.request.url), context: matched.context, params: matched.params };
  const answer = await answerOf(await withMiddleware(matched, async () => handler(args)));
  // Every API answer keeps the OpenAPI document, or the test that got it fails (decision 248).
  const contentType = answer.headers.get("Content-Type") ?? "application/json";
  const wrong = breaksDocument({ method, url: path, status: answer.status, contentType, body: answer.body });
  if (wrong) throw new Error(`The answer breaks /api/openapi.json: ${wrong}`);
  return answer;
}

/**
 * A document request: behind the same middleware, every matched route's loader (root, layouts,
 * page) runs at once, as on a page load. Answers the first redirect or error, else each route's data.
 */
export async function loadPage(path: string, init: CallInit = {}): Promise<Answer & { data: Record<string, unknown> }> {
  const matched = await match(path, init);
  if (!matched) return { status: 404, headers: new Headers(), body: null, data: {} };
  const args = { request: matched.request, url: new URL(matched.request.url), context: matched.context, params: matched.params };
  const result = await withMiddleware(matched, async () => {
    const entries = await Promise.all(
      matched.chain.map(async ({ file, module }) => [file, module.loader ? await module.loader(args) : null] as const),
    );
    return Object.fromEntries(entries);
  });
  if (result instanceof Response || isDataWithInit(result)) return { ...(await answerOf(result)), data: {} };
  return { status: 200, headers: new Headers(), body: null, data: result as Record<string, unknown> };
}

export function json(body: unknown, extra: Record<string, string> = {}, method = "POST"): RequestInit {
  return { method, headers: { "Content-Type": "application/json", ...extra }, body: JSON.stringify(body) };
}

export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** A form POST (with the session cookie headers given). */
export function form(cookie: Record<string, string>, fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { ...cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  };
}
