import { useBarePath, useLanguage } from "~/lib/hooks";
import { languages } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";

/**
 * A dropdown of plain links (works with JavaScript off): the server remembers the choice in the
 * i18n_redirected cookie and returns to the same page in the other language. Its list opens below the
 * button towards the middle of the screen: right-aligned where the switcher sits at the right of a
 * header (the default), left-aligned with `align="start"` where it sits at the left (the store's top
 * bar), so it never opens past the screen's edge (decision 210).
 */
export function LanguageSwitcher({ className = "", align = "end" }: { className?: string; align?: "start" | "end" }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const to = useBarePath();
  return (
    <details className={`relative ${className}`} data-testid="language-switcher">
      <summary className="cursor-pointer list-none rounded px-2 py-1 text-sm whitespace-nowrap hover:bg-slate-100">
        {/* On a phone the language's code: its name does not fit beside the header's other controls (screen readers still hear the name). */}
        <span className="sm:hidden" aria-hidden="true">
          {current.toUpperCase()}
        </span>
        <span className="sr-only sm:not-sr-only">{t(`common:language.${current}`)}</span> ▾
      </summary>
      <ul
        className={`absolute ${align === "start" ? "left-0" : "right-0"} z-30 mt-1 w-36 max-w-[calc(100vw-2rem)] rounded border border-slate-200 bg-white py-1 shadow-lg`}
      >
        {languages.map((lng) => (
          <li key={lng}>
            <a
              className={`block px-3 py-1.5 text-sm hover:bg-slate-100 ${lng === current ? "font-semibold" : ""}`}
              href={`/change-language?${new URLSearchParams({ lng, to })}`}
              hrefLang={lng}
              lang={lng}
            >
              {t(`common:language.${lng}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
