import { isUtf8 } from "node:buffer";
import type { TFunction } from "i18next";
import { data } from "react-router";
import type { z } from "zod";

import { DomainError } from "~/lib/errors";
import { isLanguage, translateKey, type Language } from "~/lib/i18n";

import { apiT, preferredFromHeader } from "./i18n.server";
import { jsonHasNul } from "./input-guard.server";
import { refusalOf } from "./refusal.server";
import { logRequestError } from "./request-log.server";
import type { RequestArgs } from "./request.server";
import { illFormedPaths } from "./well-formed-text.server";

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** The language of a document the API writes (a contract's PDF): `?lang=en|vi`, else Accept-Language. */
export function apiLanguage(request: Request): Language {
  const asked = new URL(request.url).searchParams.get("lang");
  return isLanguage(asked) ? asked : preferredFromHeader(request.headers.get("Accept-Language"));
}

function translate(t: TFunction, key: string, params: Record<string, string | number> = {}): string {
  return translateKey(t, key, params);
}

export function apiError(status: number, body: ApiErrorBody, retryAfter?: number) {
  return data(body, { status, headers: retryAfter ? { "Retry-After": String(retryAfter) } : undefined });
}

/**
 * Reads the JSON body and validates it: 400 for malformed JSON, 422 with field errors, and 422
 * for text that is not well-formed Unicode, in every endpoint (decision 174).
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let bytes: Buffer;
  let body: unknown;
  try {
    bytes = Buffer.from(await request.arrayBuffer());
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new DomainError("errors:badJson", 400);
  }
  if (jsonHasNul(body)) throw new DomainError("errors:badCharacters", 400);
  if (!isUtf8(bytes)) throw new ApiValidationError({ body: ["errors:illFormedText"] });
  const illFormed = illFormedPaths(body);
  if (illFormed.length > 0)
    throw new ApiValidationError(Object.fromEntries(illFormed.map((path) => [path, ["errors:illFormedText"]])));
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join(".") || "body"] ??= []).push(issue.message);
    throw new ApiValidationError(errors);
  }
  return parsed.data;
}

class ApiValidationError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super("validation");
  }
}

function isDataWithStatus(value: unknown): value is { init?: ResponseInit | null } {
  return (value as { type?: string } | null)?.type === "DataWithResponseInit";
}

/**
 * Runs an API handler: refusals become `{ message, errors? }` JSON with their status, in the
 * client's language; anything unexpected is logged and answered 500 without internals.
 */
export async function api<T>(args: RequestArgs, handler: () => Promise<T>) {
  const t = apiT(args.request);
  try {
    const result = await handler();
    return result instanceof Response ? result : data(result);
  } catch (error) {
    if (error instanceof Response) throw error;
    // The page helpers' answers (requireId, orNotFound…) become the API's JSON.
    if (isDataWithStatus(error)) {
      const status = error.init?.status ?? 500;
      return apiError(status, { message: translate(t, status === 404 ? "errors:resourceNotFound" : "errors:generic") });
    }
    if (error instanceof ApiValidationError) {
      const errors = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v.map((m) => translate(t, m))]));
      return apiError(422, { message: translate(t, "errors:validation"), errors });
    }
    const refusal = refusalOf(error);
    if (refusal) {
      const message = translate(t, refusal.message, refusal.params);
      const body = refusal.field ? { message, errors: { [refusal.field]: [message] } } : { message };
      return apiError(refusal.status, body, refusal.retryAfter);
    }
    logRequestError(error, args.request);
    return apiError(500, { message: translate(t, "errors:generic") });
  }
}

/** 405 for a method the endpoint does not offer, in the client's Accept-Language as every API message. */
export function methodNotAllowed(request: Request, allowed: string) {
  const message = translate(apiT(request), "errors:methodNotAllowed");
  return data({ message } satisfies ApiErrorBody, { status: 405, headers: { Allow: allowed } });
}

/** The request's Idempotency-Key header (required on every money-moving API call). */
export function idempotencyKeyOf(request: Request): string {
  const key = request.headers.get("Idempotency-Key")?.trim();
  if (!key) throw new DomainError("wallet:errors.keyMissing", 400);
  if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(key)) throw new DomainError("wallet:errors.keyInvalid", 400);
  return key;
}

/** A created resource (201), or the first answer again on a replay (200, Idempotent-Replayed). */
export function created(body: unknown, replayed: boolean): Response {
  return Response.json(body, { status: replayed ? 200 : 201, headers: replayed ? { "Idempotent-Replayed": "true" } : undefined });
}
