import { useTranslation } from "~/lib/use-translation";

/** The id of every layout's main landmark, the skip link's target. */
export const mainId = "main";

/**
 * "Skip to content": the first thing a keyboard reaches on every page, above the top edge until focused; it
 * jumps over the header and the menus to the main landmark (which takes focus: tabIndex -1).
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${mainId}`}
      className="fixed top-2 left-2 z-50 -translate-y-[200%] rounded bg-white px-4 py-2 font-medium text-emerald-800 shadow-lg focus:translate-y-0 focus:outline-2 focus:outline-emerald-700"
      data-testid="skip-link"
    >
      {t("common:skipToContent")}
    </a>
  );
}
