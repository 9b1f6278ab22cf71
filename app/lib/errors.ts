/**
 * A refusal a user can understand: `message` is a translation key (namespace:key), `field` the
 * form field it belongs to, `status` the HTTP status the API answers with, `retryAfter` the seconds
 * after which asking again may succeed (a limit, a busy queue: sent as Retry-After).
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503 = 422,
    readonly field?: string,
    readonly params: Record<string, string | number> = {},
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
