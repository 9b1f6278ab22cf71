import addFormatsModule from "ajv-formats";
import { Ajv2020 } from "ajv/dist/2020.js";

/**
 * Checks an answer of the JSON API against the OpenAPI document (decision 248): the operation of
 * its path and method, the response of its status (a refusal may fall to `default`), the schema
 * of that response. The integration harness and the end-to-end fixtures run it on every answer
 * under /api/, so an answer that drifts from the document fails the test that got it.
 */

interface Response {
  content?: Record<string, { schema?: unknown }>;
}
interface Doc {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
}

export interface ApiAnswer {
  method: string;
  url: string;
  status: number;
  contentType: string;
  body: unknown;
}

// ajv-formats is CommonJS: its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule;

/** Not operations of the JSON API: the document itself and its viewer. */
export const undocumentedApiPaths = ["/api/openapi.json", "/api/docs", "/api/docs/redoc.standalone.js"];

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

export function answerChecker(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc, "openapi.json");
  // Literal segments win over parameters: /api/admin/packages/purchases before /api/admin/packages/{id}.
  const templates = Object.keys(doc.paths)
    .map((path) => ({ path, regex: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+").replace(/\./g, "\\.")}$`) }))
    .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));

  function validate(ref: string, body: unknown): string | null {
    const check = ajv.getSchema(`openapi.json#/${ref}`);
    if (!check) return `no schema at ${ref}`;
    if (check(body)) return null;
    return ajv.errorsText(check.errors, { dataVar: "body" });
  }

  /** Why the answer breaks the document, or null when it keeps it. */
  return function problem(answer: ApiAnswer): string | null {
    const pathname = new URL(answer.url, "http://app.test").pathname;
    if (!pathname.startsWith("/api/") || undocumentedApiPaths.includes(pathname)) return null;
    if (answer.body === null || answer.body === "" || answer.method === "HEAD") return null;
    const method = answer.method.toLowerCase();
    const template = templates.find((t) => t.regex.test(pathname));
    const operation = template && doc.paths[template.path]![method];
    // An unknown path or a method the path does not take: the refusal's shape.
    if (!operation) {
      if (answer.status < 400) return `${answer.method} ${pathname} answered ${answer.status} but has no operation`;
      return validate("components/schemas/Error", answer.body);
    }
    const status = String(answer.status);
    const key = operation.responses[status] ? status : answer.status >= 400 ? "default" : null;
    if (!key) return `${answer.status} is not a documented answer of ${answer.method} ${template.path}`;
    const content = operation.responses[key]!.content ?? {};
    if (!content["application/json"]) {
      const type = Object.keys(content)[0];
      return !type || answer.contentType.startsWith(type) ? null : `${answer.contentType} instead of ${type}`;
    }
    const found = validate(
      pointer("paths", template.path, method, "responses", key, "content", "application/json", "schema"),
      answer.body,
    );
    return found && `${answer.method} ${template.path} ${status}: ${found}`;
  };
}
