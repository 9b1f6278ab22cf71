import { useEffect } from "react";
import { useTranslation } from "react-i18next";

import { mainId } from "~/components/layout/skip-link";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath } from "~/lib/hooks";
import { isChunkLoadError, reloadAfterFailedLoad } from "~/lib/reload";

/** 404: "This page could not be found" and a link home; anything else: the message, or "Error". */
export function ErrorPage({ status, message, error }: { status: number; message?: string; error?: unknown }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterFailedLoad();
  }, [error]);
  const notFound = status === 404;
  const text = notFound
    ? t("errors:notFound")
    : (message ?? (error instanceof Error && error.message ? error.message : t("errors:generic")));
  return (
    <main id={mainId} className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{notFound ? t("errors:notFound") : t("errors:generic")}</title>
      <p className="text-6xl font-bold text-emerald-700">{status}</p>
      <h1 className="text-xl font-semibold" data-testid="error-message">
        {text}
      </h1>
      <a href={localePath("/")} className={buttonClass({ size: "lg" })}>
        {t("errors:backHome")}
      </a>
    </main>
  );
}
