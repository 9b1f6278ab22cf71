import { useEffect } from "react";
import { Form, isRouteErrorResponse, Link } from "react-router";

import { LandingHeader } from "~/components/layout/landing-header";
import { mainId, SkipLink } from "~/components/layout/skip-link";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath } from "~/lib/hooks";
import { isChunkLoadError, reloadAfterFailedLoad } from "~/lib/reload";
import { useTranslation } from "~/lib/use-translation";

export interface NotFoundWays {
  /** Where the search form sends its `q` (a products list); the system store's by default. */
  searchAction?: string;
  /** The page to go back to (this site's previous page, or the store's home), if known. */
  back?: { to: string; label: string };
}

/**
 * The text an error response carries for the reader: what our own code threw (`data("…", { status })`),
 * never what React Router wrote of a client's mistake ("You made a PUT request to … route …"): that is
 * English and names our routes.
 */
export function messageOf(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || (error as { internal?: boolean }).internal) return undefined;
  return typeof error.data === "string" ? error.data : undefined;
}

/**
 * 404: "This page could not be found", a product search, the way back and a link home (decision
 * 146); anything else: the message, or "Error". On its own (a root error) the page keeps the site's
 * header; `inLayout` (a layout's error boundary: the layout keeps its own header) leaves it out.
 */
export function ErrorPage({
  status,
  message,
  error,
  inLayout = false,
  ways = {},
}: {
  status: number;
  message?: string;
  error?: unknown;
  inLayout?: boolean;
  ways?: NotFoundWays;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterFailedLoad();
  }, [error]);
  const notFound = status === 404;
  const text = notFound
    ? t("errors:notFound")
    : (message ??
      (status === 405
        ? t("errors:methodNotAllowed")
        : error instanceof Error && error.message
          ? error.message
          : t("errors:generic")));
  const body = (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
      <title>{notFound ? t("errors:notFound") : t("errors:generic")}</title>
      {/* An error is no page for search results (decision 244). */}
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-bold text-emerald-700">{status}</p>
      <h1 className="text-xl font-semibold" data-testid="error-message">
        {text}
      </h1>
      {notFound ? (
        <>
          <p className="text-slate-600">{t("storefront:notFound.text")}</p>
          <Form
            method="get"
            action={ways.searchAction ?? localePath("/shop-system")}
            className="flex w-full max-w-md flex-wrap items-end gap-2"
            role="search"
            data-testid="not-found-search"
          >
            <label className="min-w-0 flex-1 text-left text-sm">
              <span className="mb-1 block font-medium text-slate-700">{t("storefront:notFound.search")}</span>
              <input
                type="search"
                name="q"
                maxLength={100}
                className="w-full rounded border border-slate-300 bg-white px-3 py-2"
              />
            </label>
            <button type="submit" className={buttonClass()}>
              {t("storefront:notFound.submit")}
            </button>
          </Form>
        </>
      ) : null}
      <div className="flex flex-wrap items-center justify-center gap-3">
        {notFound && ways.back ? (
          <Link to={ways.back.to} className={buttonClass({ variant: "secondary", size: "lg" })} data-testid="not-found-back">
            {ways.back.label}
          </Link>
        ) : null}
        <a href={localePath("/")} className={buttonClass({ size: "lg" })}>
          {t("errors:backHome")}
        </a>
      </div>
    </div>
  );
  if (inLayout) return <section className="py-8">{body}</section>;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <LandingHeader />
      <main id={mainId} tabIndex={-1} className="flex flex-1 flex-col items-center justify-center outline-none">
        {body}
      </main>
    </div>
  );
}
