import type { ResourceLanguage } from "i18next";

const files = import.meta.glob<ResourceLanguage[string]>("../../../locales/vi/*.json", { eager: true, import: "default" });

/** Every namespace of one language in one chunk: the browser loads the page's language only. */
export default Object.fromEntries(
  Object.entries(files).map(([file, content]) => [/(\w+)\.json$/.exec(file)![1], content]),
) satisfies ResourceLanguage;
