import type { i18n, ResourceLanguage } from "i18next";

import type { Language } from "../i18n";

/** The texts of one language, each language its own chunk (fetched only by pages in it). */
export async function translationsOf(lng: Language): Promise<ResourceLanguage> {
  return (lng === "vi" ? await import("./vi") : await import("./en")).default;
}

/** Adds a language's texts to the browser's instance once, before switching to it. */
export async function switchTranslations(instance: i18n, lng: Language): Promise<void> {
  if (!instance.hasResourceBundle(lng, "common")) {
    for (const [ns, texts] of Object.entries(await translationsOf(lng))) instance.addResourceBundle(lng, ns, texts);
  }
  if (instance.language !== lng) await instance.changeLanguage(lng);
}
