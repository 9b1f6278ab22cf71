import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";

import { defaultLanguage, i18nextBaseOptions, isLanguage } from "./lib/i18n";
import { reloadAfterFailedLoad } from "./lib/reload";
import { translationsOf } from "./lib/translations/load";

// A new deploy removes the old page code: reload to fetch the new one (at most once a minute).
window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadAfterFailedLoad();
});

async function main() {
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : defaultLanguage;
  // Only the page's language is fetched; the root loads another one before switching to it.
  const resources = { [lng]: await translationsOf(lng) };
  await i18next.use(initReactI18next).init({ ...i18nextBaseOptions, lng, resources });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

main().catch((error) => console.error(error));
