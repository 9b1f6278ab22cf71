import { pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { i18n } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";

import { closeDb } from "./db/client.server";
import { logError } from "./domain/log.server";
import { NonceContext } from "./lib/nonce";
import { TranslationContext } from "./lib/use-translation";
import { ensureDatabase } from "./seed/startup.server";
import { fallbackI18n } from "./utils/i18n-fallback.server";
import { getInstance, translationOf } from "./utils/i18n.server";
import { lowPriorityScripts } from "./utils/script-priority.server";
import { newNonce, setDocumentSecurityHeaders } from "./utils/security-headers.server";
import { writeBatches } from "./utils/write-batches.server";

export const streamTimeout = 5_000;

/** Called by server.mjs before it listens, and on SIGTERM. */
export const startup = ensureDatabase;
export const shutdown = closeDb;
/** Migrations and seeding alone: the cluster's primary runs them once before forking (server/prepare.mjs). */
export { prepareDatabase } from "./seed/startup.server";
/** For the answers server.mjs makes itself (413, crashes): texts and logs like the app's. */
export { translate } from "./utils/i18n-fallback.server";
export { logError } from "./domain/log.server";
export { createAdminFromCli } from "./utils/admin-cli.server";
/** The bridge (server/http.mjs) serves anonymous store pages from here while the catalogue is unchanged. */
export { lookupPage, rememberPage } from "./utils/page-cache.server";
/** server.mjs runs it every few minutes. */
export { sweepExpired } from "./domain/housekeeping.server";

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logError(error, { url: request.url, method: request.method });
};

/** The request's translator; when a middleware before i18n's threw, one chosen by the path. */
function translatorFor(request: Request, loadContext: RouterContextProvider): i18n {
  try {
    return getInstance(loadContext);
  } catch {
    return fallbackI18n(new URL(request.url).pathname);
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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    try {
      const { pipe, abort } = renderToPipeableStream(
        <NonceContext.Provider value={nonce}>
          <TranslationContext.Provider value={translationOf(translatorFor(request, loadContext))}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </TranslationContext.Provider>
        </NonceContext.Provider>,
        {
          nonce,
          [readyOption]() {
            shellRendered = true;
            const body = lowPriorityScripts({
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                callback();
              },
            });
            const stream = createReadableStreamFromReadable(body);
            responseHeaders.set("Content-Type", "text/html");
            const batches = writeBatches();
            // React's failures (an abort on the timeout) end the response's stream too.
            pipeline(batches, body, () => {});
            pipe(batches);
            resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
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
