import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { defaultLanguage, isLanguage } from "./lib/i18n";
import { readPageTexts } from "./lib/page-texts";
import { reloadAfterFailedLoad } from "./lib/reload";
import { translationFor, translationWithRest } from "./lib/translations/load";
import { TranslationProvider } from "./lib/translations/provider";

// A new deploy removes the old page code: reload to fetch the new one (at most once a minute).
window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadAfterFailedLoad();
});

async function main() {
  const lang = document.documentElement.lang;
  const lng = isLanguage(lang) ? lang : defaultLanguage;
  // The texts the page was rendered with came with it; the rest of its language follows. Only the
  // page's language is fetched; the root loads another one before switching to it.
  const sent = readPageTexts(document);
  const translation = sent ? translationWithRest(lng, sent) : await translationFor(lng);
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider initial={translation}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </TranslationProvider>,
    );
  });
}

main().catch((error) => console.error(error));
