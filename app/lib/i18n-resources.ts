import type { Resource } from "i18next";

import { i18nextBaseOptions } from "./i18n";

const files = import.meta.glob<Record<string, unknown>>("../../locales/*/*.json", {
  eager: true,
  import: "default",
});

/**
 * All translations, keyed language → namespace, read from locales/{lng}/{ns}.json. For the server
 * and the tests only: the browser loads its page's language alone (translations.ts).
 */
export const resources: Resource = {};
for (const [file, content] of Object.entries(files)) {
  const match = /locales\/(\w+)\/(\w+)\.json$/.exec(file);
  if (!match) continue;
  const [, lng, ns] = match;
  resources[lng] ??= {};
  resources[lng][ns] = content as Record<string, string>;
}

/** The options of the server's i18next (remix-i18next's, utils/i18n.server.ts): both languages' texts. */
export const i18nextOptions = { ...i18nextBaseOptions, resources };
