import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";

import { logError } from "~/infra/log.server";

import { closeDb } from "./db/client.server";
import { languageOfPath, type Language } from "./lib/i18n";
import { NonceContext } from "./lib/nonce";
import { TranslationContext } from "./lib/use-translation";
import { ensureDatabase } from "./seed/startup.server";
import { getLanguage, translationOf } from "./utils/i18n.server";
import { pageTextsElement, recordingTranslation, withPageTexts } from "./utils/page-texts.server";
import { keepDocument, keptDocument, renderKey, renderNonce } from "./utils/render-cache.server";
import { logRequestError } from "./utils/request-log.server";
import { lowPriorityScripts } from "./utils/script-priority.server";
import { newNonce, setDocumentSecurityHeaders } from "./utils/security-headers.server";
import { documentResponse, documentSink } from "./utils/whole-document.server";

export const streamTimeout = 5_000;

/** Called by server.mjs before it listens, and on SIGTERM. */
export const startup = ensureDatabase;
export const shutdown = closeDb;
export { dumpEmbeddedDatabase } from "./db/client.server";
/** Migrations and seeding alone: the cluster's primary runs them once before forking (server/prepare.mjs). */
export { prepareDatabase } from "./seed/startup.server";
/** For the answers server.mjs makes itself (413, crashes): texts and logs like the app's. */
export { translate } from "./utils/i18n.server";
export { logError } from "~/infra/log.server";
export { createAdminFromCli } from "./utils/admin-cli.server";
export { controlsFromCli } from "./utils/controls-cli.server";
/** `npm run audit:verify` walks the audit log's hash chain with it. */
export { verifyAuditChain } from "~/domain/audit";
/** The bridge (server/http.mjs) serves anonymous store pages from here while the catalogue is unchanged. */
export { lookupPage, rememberPage } from "./utils/page-cache.server";
/** The bridge sends a rendered document's bytes in one write. */
export { documentBody } from "./utils/whole-document.server";
/** `/readyz` (server/health.mjs): the database, the migrations and the storage. */
export { readiness } from "./utils/readiness.server";
/** server.mjs, once started: this process works the job queue; the sweep and the ledger check are scheduled on it. */
export { startBackgroundJobs } from "./utils/background-jobs.server";

/**
 * Logged with the path alone, its credentials redacted (logRequestError). The answers React Router
 * makes of a client's mistake (404 for no route, 405 for a method the route does not take) are not
 * the server's faults.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logRequestError(error, request);
};

/** The page's language as the i18n middleware found it; from the path when that middleware never ran. */
function languageOf(request: Request, loadContext: RouterContextProvider): Language {
  try {
    return getLanguage(loadContext);
  } catch {
    return languageOfPath(new URL(request.url).pathname);
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = newNonce();
  setDocumentSecurityHeaders(responseHeaders, nonce, import.meta.env.DEV);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const language = languageOf(request, loadContext);
  // Loaders that answered what they answered for a kept document: the same page (decision 278).
  const key = renderKey(request.url, language, responseStatusCode, routerContext);
  const kept = key ? keptDocument(key, nonce) : undefined;
  if (kept) {
    responseHeaders.set("Content-Type", "text/html");
    return documentResponse(kept, { headers: responseHeaders, status: responseStatusCode });
  }
  const renderedNonce = renderNonce(key, nonce);

  // The whole document is rendered, then sent with its length in one write (decision 154): every
  // page is ready in a few milliseconds, and no route defers data for a stream to show later.
  // The texts the render asks for are sent with the page (utils/page-texts.server.ts).
  const recording = recordingTranslation(translationOf(language));
  return new Promise<Response>((resolve, reject) => {
    const { sink, body } = documentSink();
    let timeoutId: ReturnType<typeof setTimeout> | undefined;
    let shellRendered = false;
    let status = responseStatusCode;
    try {
      const { pipe, abort } = renderToPipeableStream(
        <NonceContext.Provider value={renderedNonce}>
          <TranslationContext.Provider value={recording.translation}>
            <ServerRouter context={routerContext} url={request.url} nonce={renderedNonce} />
          </TranslationContext.Provider>
        </NonceContext.Provider>,
        {
          nonce: renderedNonce,
          onShellReady() {
            shellRendered = true;
            // The page's status is the shell's: a part that fails later renders in the browser.
            status = responseStatusCode;
          },
          onAllReady() {
            clearTimeout(timeoutId);
            responseHeaders.set("Content-Type", "text/html");
            body
              .then((html) => {
                const texts = pageTextsElement(recording.translation.i18n.language, recording.used);
                const page = withPageTexts(lowPriorityScripts(html), texts);
                const keep = status === 200 && responseStatusCode === 200;
                const body = key ? keepDocument(key, page, nonce, keep) : page;
                return documentResponse(body, { headers: responseHeaders, status });
              })
              .then(resolve, reject);
            pipe(sink);
          },
          onShellError(error: unknown) {
            clearTimeout(timeoutId);
            reject(error);
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            if (shellRendered) logError(error);
          },
        },
      );
      // Armed only once `abort` exists: a render that never finishes is cut off, never the process.
      timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    } catch (error) {
      clearTimeout(timeoutId);
      reject(error);
    }
  });
}
