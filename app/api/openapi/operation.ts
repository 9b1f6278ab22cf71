import { z } from "zod";

import { errorBody } from "./shared";

/**
 * One operation of the JSON API as its area writes it; build() turns it into an OpenAPI 3.1
 * operation object, adding what every endpoint of its kind answers (401, 403, 400, 422, 429…).
 */
export type Access = "public" | "optional" | "user" | "admin" | "backOffice" | "staffOrAdmin";

interface QueryParam {
  schema: z.ZodType;
  description?: string;
  required?: boolean;
}

export interface OperationSpec {
  summary: string;
  description?: string;
  access: Access;
  query?: Record<string, QueryParam>;
  /** Path parameters that are not positive ids (`{account}`, `{decision}`…). */
  path?: Record<string, { schema: z.ZodType; description?: string }>;
  /** The endpoint's own zod schema of its JSON body (the one readJson validates with). */
  body?: z.ZodType;
  /** A multipart upload (`file`). */
  upload?: boolean;
  /** Money-moving calls: the Idempotency-Key header (required, or the body's idempotency_key instead). */
  idempotency?: "required" | "optional";
  /** Refused with 429 and Retry-After past its limit. */
  rateLimited?: string;
  /** The success answers: a zod schema of the JSON, or a file type (202: queued, to be done in the background). */
  ok: Partial<Record<200 | 201 | 202, z.ZodType | "pdf" | "csv">>;
  /** The endpoint's own refusals beyond those build() adds, with why. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 422, string>>;
}

export type PathSpec = Partial<Record<"get" | "post" | "patch", OperationSpec>>;
export type Paths = Record<string, PathSpec>;

type Json = Record<string, unknown>;

/** zod → JSON Schema (2020-12, as OpenAPI 3.1 embeds it), without the standalone `$schema` key. */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
  return rest;
}

const errorRef = { $ref: "#/components/schemas/Error" };
const errorContent = { "application/json": { schema: errorRef } };

function refusal(description: string, headers?: Json): Json {
  return { description, content: errorContent, ...(headers ? { headers } : {}) };
}

function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

function parameters(path: string, spec: OperationSpec): Json[] {
  const list: Json[] = [];
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const own = spec.path?.[name!];
    const schema = own ? jsonSchema(own.schema, "input") : { type: "integer", minimum: 1 };
    list.push({ name, in: "path", required: true, schema, ...(own?.description ? { description: own.description } : {}) });
  }
  for (const [name, param] of Object.entries(spec.query ?? {})) {
    list.push({
      name,
      in: "query",
      required: param.required ?? false,
      schema: jsonSchema(param.schema, "input"),
      ...(param.description ? { description: param.description } : {}),
    });
  }
  if (spec.idempotency) {
    list.push({
      $ref: `#/components/parameters/${spec.idempotency === "required" ? "IdempotencyKey" : "IdempotencyKeyOptional"}`,
    });
  }
  return list;
}

function successes(spec: OperationSpec): Json {
  const out: Json = {};
  for (const [status, answer] of Object.entries(spec.ok)) {
    if (answer === "pdf" || answer === "csv") {
      const type = answer === "pdf" ? "application/pdf" : "text/csv";
      out[status] = { description: `The file (${type}), as a download.`, content: { [type]: { schema: { type: "string" } } } };
    } else {
      out[status] = {
        description:
          status === "201"
            ? "Created."
            : status === "202"
              ? "Accepted: not done yet (the work goes on in the background, or waits for a second admin)."
              : "OK.",
        content: { "application/json": { schema: jsonSchema(answer!, "output") } },
      };
    }
  }
  // A replayed money-moving call answers its first answer again, 200 instead of 201.
  if (spec.idempotency && spec.ok[201] && !spec.ok[200]) {
    const created = out["201"] as Json;
    out["200"] = {
      ...created,
      description: "A replay: the first answer again.",
      headers: { "Idempotent-Replayed": { $ref: "#/components/headers/IdempotentReplayed" } },
    };
  }
  return out;
}

const forbidden: Partial<Record<Access, string>> = {
  admin: "Not an admin.",
  backOffice: "Neither an admin nor a moderator.",
  staffOrAdmin: "Neither an admin nor staff.",
};

function refusals(spec: OperationSpec): Json {
  const out: Json = {};
  const add = (status: number, why: string) => {
    const had = out[status] as { description: string } | undefined;
    out[status] = refusal(had ? `${had.description} ${why}` : why);
  };
  if (spec.body || spec.upload) add(400, "Malformed JSON, or a NUL character in it.");
  if (spec.idempotency) add(400, "Idempotency-Key missing or not 8–100 of A–Z a–z 0–9 _ . : -.");
  if (spec.access !== "public")
    add(401, spec.access === "optional" ? "A Bearer token was sent and is not valid." : "No valid Bearer token.");
  if (forbidden[spec.access]) add(403, forbidden[spec.access]!);
  for (const [status, why] of Object.entries(spec.errors ?? {})) add(Number(status), why!);
  if (spec.body) add(422, "Field errors (`errors` by field), or text that is not well-formed Unicode.");
  if (spec.rateLimited) out["429"] = refusal(spec.rateLimited, { "Retry-After": { $ref: "#/components/headers/RetryAfter" } });
  out.default = refusal("Any other refusal (405 for a method the path does not take, 500 without internals).");
  return out;
}

function security(access: Access): Json[] {
  if (access === "public") return [];
  if (access === "optional") return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

/** The OpenAPI operation object of one endpoint. */
export function build(method: string, path: string, tag: string, spec: OperationSpec): Json {
  const body = spec.body
    ? { required: true, content: { "application/json": { schema: jsonSchema(spec.body, "input") } } }
    : spec.upload
      ? {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                required: ["file"],
                properties: { file: { type: "string", contentMediaType: "image/png" } },
              },
            },
          },
        }
      : undefined;
  const params = parameters(path, spec);
  return {
    operationId: operationId(method, path),
    tags: [tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    security: security(spec.access),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...successes(spec), ...refusals(spec) },
  };
}

/** The JSON Schema of the error body, for components. */
export const errorSchema = () => jsonSchema(errorBody, "output");
