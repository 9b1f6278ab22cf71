import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigate,
  useRouteLoaderData,
} from "react-router";

import { publicUser } from "~/domain/accounts";
import { useTranslation } from "~/lib/use-translation";

import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage, messageOf } from "./components/error-page";
import { NavigationProgress } from "./components/navigation-progress";
import { PageLinks } from "./components/seo/page-links";
import { ToastArea } from "./components/toast-area";
import { followInAppLinks } from "./lib/in-app-links";
import { useNonce } from "./lib/nonce";
import { allTexts } from "./lib/translations/load";
import { switchTranslations } from "./lib/translations/provider";
import { getUser } from "./utils/auth.server";
import { getLanguage, i18nextMiddleware } from "./utils/i18n.server";
import { inputGuardMiddleware } from "./utils/input-guard.server";
import { databaseMiddleware, requestScopeMiddleware, sameSiteFormsMiddleware } from "./utils/middleware.server";
import { pageBalance } from "./utils/page-balance.server";
import { appOrigin } from "./utils/request.server";
import { takeToast } from "./utils/toast.server";

// i18n first: whatever a later middleware throws is answered in the page's language.
export const middleware = [
  i18nextMiddleware,
  inputGuardMiddleware,
  databaseMiddleware,
  sameSiteFormsMiddleware,
  requestScopeMiddleware,
];

/** A page rendered in the browser may need texts its first page did not: they are all there before it renders. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    await allTexts();
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const user = await getUser({ request, context });
  const { toast, clear } = await takeToast(request);
  return data(
    {
      lng,
      user: user ? await publicUser(user, pageBalance({ request, context }, user.id)) : null,
      toast,
      origin: appOrigin(request),
    },
    { headers: clear ? { "Set-Cookie": clear } : undefined },
  );
}

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const lng = root?.lng ?? i18n.language ?? "en";
  const nonce = useNonce();
  return (
    <html lang={lng}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <PageLinks />
        <link rel="stylesheet" href={stylesheet} precedence="app" />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== loaderData.lng) void switchTranslations(loaderData.lng);
  }, [loaderData.lng, i18n]);
  const navigate = useNavigate();
  useEffect(() => followInAppLinks(document, navigate), [navigate]);
  return (
    <>
      <NavigationProgress />
      <ToastArea toast={loaderData.toast} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} message={messageOf(error)} />;
  }
  return <ErrorPage status={500} error={error} />;
}
