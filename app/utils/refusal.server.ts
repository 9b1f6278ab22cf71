import { isOutOfRange } from "~/db/pg-errors.server";
import { DomainError } from "~/lib/errors";

/**
 * What a page's form and the API tell the user about an error, or undefined for a fault (logged,
 * answered 500): a domain refusal, or a figure the database cannot hold, which only a request's own
 * numbers can cause (its transaction is rolled back, nothing changed).
 */
export function refusalOf(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (isOutOfRange(error)) return new DomainError("errors:numberTooLarge", 422);
  return undefined;
}
