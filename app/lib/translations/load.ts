import type { ResourceLanguage } from "i18next";

import type { Language } from "../i18n";
import { translationIn } from "../translator";
import type { Translation } from "../use-translation";

/** The texts of one language, each language its own chunk (fetched only by pages in it). */
async function translationsOf(lng: Language): Promise<ResourceLanguage> {
  return (lng === "vi" ? await import("./vi") : await import("./en")).default;
}

const made = new Map<Language, Translation>();

/** The browser's translation of a language: its texts fetched once, its translator made once. */
export async function translationFor(lng: Language): Promise<Translation> {
  let translation = made.get(lng);
  if (!translation) {
    translation = translationIn(lng, await translationsOf(lng));
    made.set(lng, translation);
  }
  return translation;
}

let complete: Promise<void> = Promise.resolve();

/**
 * The browser's translation of a page the server sent its texts with: those at once, and the rest
 * of the language fetched meanwhile and added to them (a page not yet shown may need them).
 */
export function translationWithRest(lng: Language, texts: ResourceLanguage): Translation {
  const translation = translationIn(lng, texts);
  made.set(lng, translation);
  complete = translationsOf(lng).then(
    (all) => {
      for (const [ns, inner] of Object.entries(all)) texts[ns] ??= inner;
    },
    // Offline, or a new deploy removed the chunk: the pages already shown have their texts.
    () => undefined,
  );
  return translation;
}

/** Settles once the page's language is wholly there: a client navigation waits for it (root's clientMiddleware). */
export function allTexts(): Promise<void> {
  return complete;
}
