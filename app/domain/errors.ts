/**
 * A refusal a user can understand: `message` is a translation key (namespace:key), `field` the
 * form field it belongs to, `status` the HTTP status the API answers with.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503 = 422,
    readonly field?: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}
