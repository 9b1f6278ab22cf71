import { useContext } from "react";
import {
  getI18n,
  I18nContext,
  useTranslation as useReactI18next,
  type FallbackNs,
  type UseTranslationResponse,
} from "react-i18next";

type Translation = UseTranslationResponse<FallbackNs<undefined>, undefined>;

/** Per i18next instance (one per language on the server, made at start-up): the one answer every component gets. */
const answers = new WeakMap<object, Translation>();

/**
 * On the server, react-i18next's hook copies the i18next instance for every component it renders
 * (about 5 % of a signed-in page's time under load). A server render never changes language: all
 * components of all requests in one language share one answer. In the browser it is react-i18next's
 * own, which re-renders when the language changes.
 */
function useServerTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let answer = answers.get(i18n);
  if (!answer) {
    const t = i18n.getFixedT(i18n.language);
    answer = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Translation;
    answers.set(i18n, answer);
  }
  return answer;
}

export const useTranslation: () => Translation = typeof document === "undefined" ? useServerTranslation : () => useReactI18next();
