import { data, type MiddlewareFunction } from "react-router";

import { getInstance } from "./i18n.server";
import { readsOnly } from "./request.server";

/** PostgreSQL cannot store a NUL character in text: such input is refused before any code sees it. */
export function hasNul(value: string): boolean {
  return value.includes("\u0000");
}

/** Any string inside a parsed JSON value holds a NUL. */
export function jsonHasNul(value: unknown): boolean {
  if (typeof value === "string") return hasNul(value);
  if (Array.isArray(value)) return value.some(jsonHasNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => hasNul(k) || jsonHasNul(v));
  return false;
}

function isFormType(contentType: string): boolean {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return true;
  return type === "multipart/form-data" && /;\s*boundary=/i.test(contentType);
}

/**
 * What no page or endpoint takes, refused in one place with a clear 4xx in the page's language:
 * a NUL anywhere in the address, a form action posted something other than a form (JSON, text,
 * multipart without its boundary), a form that cannot be read, NUL characters in its fields.
 * Runs after the i18n middleware; the API's JSON bodies are checked by `readJson`.
 */
export const inputGuardMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const t = getInstance(context).t;
  const url = new URL(request.url);
  let address: string;
  try {
    address = decodeURIComponent(url.pathname + url.search.replace(/\+/g, " "));
  } catch {
    throw data(t("errors:badRequest"), { status: 400 });
  }
  if (hasNul(address)) throw data(t("errors:badCharacters"), { status: 400 });

  const isApi = url.pathname.startsWith("/api/");
  if (isApi || readsOnly(request)) return next();
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType) {
    if ((await request.clone().text()).length === 0) return next();
    throw data(t("errors:unsupportedBody"), { status: 415 });
  }
  if (!isFormType(contentType)) throw data(t("errors:unsupportedBody"), { status: 415 });
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    throw data(t("errors:badRequest"), { status: 400 });
  }
  for (const [name, value] of form) {
    if (hasNul(name) || (typeof value === "string" && hasNul(value))) throw data(t("errors:badCharacters"), { status: 400 });
  }
  return next();
};
