import { parse } from "@conform-to/react";
import { data, type MiddlewareFunction } from "react-router";

import { apiT, getT } from "./i18n.server";
import { readsOnly } from "./request.server";
import { formTextIsUtf8, multipartBoundary } from "./well-formed-text.server";

/** PostgreSQL cannot store a NUL character in text: such input is refused before any code sees it. */
export function hasNul(value: string): boolean {
  return value.includes("\u0000");
}

/** Any string inside a parsed JSON value holds a NUL (walked without recursion: any depth is fine). */
export function jsonHasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (hasNul(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (hasNul(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * The most a form of ours holds: fields, the same name repeated, the index in a list field's name
 * (`categories[3].name`). Beyond them the form library's parser takes seconds (repeated names) or
 * builds arrays of any length (`email[99999999]`), so such a form is refused before it is parsed.
 */
export const formLimits = { fields: 1000, repeats: 100, index: 999 };

function withinFormLimits(form: FormData): boolean {
  const seen = new Map<string, number>();
  let fields = 0;
  for (const [name] of form) {
    fields += 1;
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    if (fields > formLimits.fields || times > formLimits.repeats) return false;
  }
  for (const name of seen.keys()) {
    for (const [, index] of name.matchAll(/\[(\d+)\]/g)) if (index.length > 3 || Number(index) > formLimits.index) return false;
  }
  return true;
}

/**
 * Counted in the raw body before it is parsed: the parser takes seconds over 10 MiB of empty
 * multipart fields, and `withinFormLimits` can only count what it has parsed.
 */
export function fewEnoughParts(body: Buffer, contentType: string): boolean {
  // One boundary parameter, or none for a urlencoded form: a second one (or one inside another
  // parameter's quoted value) would let this count read another boundary than the parser does.
  if ((contentType.match(/boundary=/gi)?.length ?? 0) > 1) return false;
  const boundary = multipartBoundary(contentType);
  const separator = boundary ? `--${boundary}` : "&";
  let parts = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, at + separator.length)) {
    parts += 1;
    // A multipart body has one separator more than it has parts (the closing one).
    if (parts > formLimits.fields + 1) return false;
  }
  return true;
}

function isFormType(contentType: string): boolean {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return true;
  return type === "multipart/form-data" && /;\s*boundary=/i.test(contentType);
}

/**
 * The form library's own fields (`__intent__`, `__state__`: a list's add and remove buttons) hold
 * what it writes: its parser throws on anything else, before any action could refuse the form.
 */
function conformCanRead(form: FormData): boolean {
  if (!form.has("__intent__") && !form.has("__state__")) return true;
  try {
    parse(form, { resolve: () => ({ value: undefined }) });
    return true;
  } catch {
    return false;
  }
}

/**
 * What no page or endpoint takes, refused in one place with a clear 4xx in the page's language:
 * a NUL anywhere in the address, a form action posted something other than a form (JSON, text,
 * multipart without its boundary), a form that cannot be read, text that is not UTF-8 (422), NUL
 * characters in its fields, the form library's own fields forged.
 * Runs after the i18n middleware; of the API's bodies only a multipart one's parts are counted here,
 * its JSON bodies are checked by `readJson`.
 */
export const inputGuardMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const isApi = url.pathname.startsWith("/api/");
  // The API answers as every other of its errors: { message }, in the client's Accept-Language (docs/api.md).
  const t = isApi ? apiT(request) : getT(context);
  const refuse = (key: "errors:badRequest" | "errors:badCharacters", status: number) =>
    isApi ? Response.json({ message: t(key) }, { status }) : data(t(key), { status });
  let address: string;
  try {
    address = decodeURIComponent(url.pathname + url.search.replace(/\+/g, " "));
  } catch {
    throw refuse("errors:badRequest", 400);
  }
  if (hasNul(address)) throw refuse("errors:badCharacters", 400);

  if (readsOnly(request)) return next();
  const contentType = request.headers.get("Content-Type") ?? "";
  if (isApi) {
    // The API's one multipart body (an upload) has its parts counted as a form's are, before its
    // handler parses it; its JSON is checked by `readJson`.
    if (multipartBoundary(contentType) && !fewEnoughParts(Buffer.from(await request.clone().arrayBuffer()), contentType))
      throw refuse("errors:badRequest", 400);
    return next();
  }
  if (!contentType) {
    if ((await request.clone().text()).length > 0) throw data(t("errors:unsupportedBody"), { status: 415 });
    // An empty write without a type (curl -X POST) is the empty form: an action reading a form
    // would otherwise throw on it.
    try {
      request.headers.set("Content-Type", "application/x-www-form-urlencoded");
    } catch {
      throw data(t("errors:unsupportedBody"), { status: 415 });
    }
    return next();
  }
  if (!isFormType(contentType)) throw data(t("errors:unsupportedBody"), { status: 415 });
  // The body is read once: counted, then parsed from the same bytes.
  const body = Buffer.from(await request.clone().arrayBuffer());
  if (!fewEnoughParts(body, contentType)) throw data(t("errors:badRequest"), { status: 400 });
  if (!formTextIsUtf8(body, contentType)) throw data(t("errors:illFormedText"), { status: 422 });
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw data(t("errors:badRequest"), { status: 400 });
  }
  for (const [name, value] of form) {
    if (hasNul(name) || (typeof value === "string" && hasNul(value))) throw data(t("errors:badCharacters"), { status: 400 });
  }
  if (!withinFormLimits(form) || !conformCanRead(form)) throw data(t("errors:badRequest"), { status: 400 });
  return next();
};
