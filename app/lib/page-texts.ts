import type { ResourceLanguage } from "i18next";

/** The id of the data block in the head holding the texts a page was rendered with (utils/page-texts.server.ts). */
export const pageTextsId = "page-texts";

/** The namespace of a key: "store:menu.products" → "store"; without one, the default namespace. */
export function namespaceOf(key: string, defaultNs = "common"): string {
  const colon = key.indexOf(":");
  return colon >= 0 ? key.slice(0, colon) : defaultNs;
}

/** In the browser: the page's texts the server sent with it, or null when it sent none. */
export function readPageTexts(doc: Document): ResourceLanguage | null {
  const text = doc.getElementById(pageTextsId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ResourceLanguage;
  } catch {
    return null;
  }
}
