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
