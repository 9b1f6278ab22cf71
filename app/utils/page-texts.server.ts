import type { TFunction } from "i18next";

import type { Language } from "~/lib/i18n";
import { resources } from "~/lib/i18n-resources";
import { namespaceOf, pageTextsId } from "~/lib/page-texts";
import type { Translation } from "~/lib/use-translation";

/**
 * Sent with every page whatever it rendered: a form's error (validation, errors) and the site's
 * own words (common) may show before the rest of the language has arrived.
 */
const always = ["common", "errors", "validation"];

/** The namespaces a namespace's texts name in `$t(ns:key)` (a text without `ns:` names common). */
function namesIn(value: unknown, found: Set<string>): void {
  if (typeof value === "string") {
    for (const [, key] of value.matchAll(/\$t\(([^()]+)\)/g)) found.add(namespaceOf(key.trim()));
  } else if (value && typeof value === "object") {
    for (const inner of Object.values(value)) namesIn(inner, found);
  }
}

const nestedOf = new Map<string, Set<string>>();
function nestedNamespaces(lng: Language, ns: string): Set<string> {
  const key = `${lng}:${ns}`;
  let found = nestedOf.get(key);
  if (!found) {
    found = new Set();
    namesIn(resources[lng]?.[ns], found);
    nestedOf.set(key, found);
  }
  return found;
}

/** The namespaces, with those their texts name, and those always sent: what the page's texts need. */
export function namespacesNeeded(lng: Language, used: Iterable<string>): string[] {
  const wanted = new Set([...always, ...used]);
  for (const ns of wanted) for (const inner of nestedNamespaces(lng, ns)) wanted.add(inner);
  return [...wanted].filter((ns) => resources[lng]?.[ns] !== undefined).sort();
}

const made = new Map<string, Buffer>();
const maxMade = 200;

/**
 * The page's texts as a data block for the head (`<script type="application/json">`, never run):
 * the browser renders the page with them at once and fetches the rest of the language later. `<`
 * is escaped so no text can close the element.
 */
export function pageTextsElement(lng: Language, used: Iterable<string>): Buffer {
  const needed = namespacesNeeded(lng, used);
  const key = `${lng}:${needed.join(",")}`;
  let element = made.get(key);
  if (!element) {
    const texts = Object.fromEntries(needed.map((ns) => [ns, resources[lng][ns]]));
    const json = JSON.stringify(texts).replace(/</g, "\\u003c");
    element = Buffer.from(`<script type="application/json" id="${pageTextsId}">${json}</script>`);
    if (made.size < maxMade) made.set(key, element);
  }
  return element;
}

/** The render's translation, noting each namespace a text is asked of. */
export function recordingTranslation(translation: Translation): { translation: Translation; used: Set<string> } {
  const used = new Set<string>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (typeof key === "string") used.add(namespaceOf(key));
    return (translation.t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  }) as unknown as TFunction;
  return { translation: { ...translation, t }, used };
}

const headEnd = Buffer.from("</head>");

/** The document with the page's texts at the end of its head (a document without one is left as it is). */
export function withPageTexts(html: Buffer, element: Buffer): Buffer {
  const end = html.indexOf(headEnd);
  if (end < 0) return html;
  return Buffer.concat([html.subarray(0, end), element, html.subarray(end)]);
}
