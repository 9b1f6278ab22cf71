import { logError } from "~/infra/log.server";

import { redactPath } from "../../server/redact-path.mjs";

/**
 * An error met while answering a request, logged with its path alone, credentials redacted, as the
 * request log writes it: the query string may hold a phone number, a path a reset token.
 */
export function logRequestError(error: unknown, request: Request): void {
  logError(error, { url: redactPath(new URL(request.url).pathname), method: request.method });
}
