import { useTranslation } from "~/lib/use-translation";
import { data, isRouteErrorResponse } from "react-router";

import { ErrorPage } from "~/components/error-page";
import { safeRedirect } from "~/lib/safe-redirect";

import type { Route } from "./+types/not-found";
import { noindexHandle } from "~/lib/seo";


/** Not for search results (decision 244). */
export const handle = noindexHandle;

/** The page the visitor came from, when it is a page of this site (the 404's way back). */
function previousPage(request: Request, here: URL): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== here.origin || from.pathname === here.pathname) return null;
    const path = safeRedirect(`${from.pathname}${from.search}`, "");
    return path || null;
  } catch {
    return null;
  }
}

/** Any path no route claims (including unknown language prefixes): 404, with the way back. */
export function loader({ request, url }: Route.LoaderArgs) {
  throw data({ back: previousPage(request, url) }, { status: 404 });
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}

/** The 404 keeps the site's header, offers a product search, the previous page and home (decision 146). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const back = isRouteErrorResponse(error) ? (error.data as { back?: string | null } | null)?.back : null;
  return <ErrorPage status={status} ways={back ? { back: { to: back, label: t("storefront:notFound.back") } } : {}} />;
}
