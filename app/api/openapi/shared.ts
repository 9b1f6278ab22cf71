import { z } from "zod";

/*
 * The pieces every answer of the JSON API shares, in zod: the document (document.ts) turns them
 * into JSON Schema with z.toJSONSchema, and the test suites check every answer against it.
 */

/** A moment, as JSON writes a Date: ISO 8601 in UTC. */
export const instant = z.string().meta({ format: "date-time", description: "ISO 8601, UTC" });

/** Any refusal: a message in the client's language (Accept-Language, else English). */
export const errorBody = z
  .object({
    message: z.string(),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: "Field errors by field path (`body` for the whole body), each in the client's language." }),
  })
  .meta({ title: "Error" });

/** Where a page of a list sits: 1-based page, the matching total, the page count. */
export const pageMeta = z.looseObject({ total: z.number().int(), page: z.number().int(), pages: z.number().int() });

/** A page of a list: `{ data, meta }`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMeta });
}

/** A long list's page (decision 265): its total counted up to a bound, estimated past it; a cursor for the next page. */
export const boundedPageMeta = z.object({
  total: z.number().int().meta({ description: "The matching rows: exact, or the planner's estimate when total_estimated." }),
  page: z.number().int(),
  pages: z.number().int().meta({ description: "The page count, from total (an estimate when total_estimated)." }),
  total_estimated: z.boolean().meta({ description: "True when more rows match than are counted: total is an estimate." }),
  next_cursor: z
    .string()
    .nullable()
    .meta({ description: "Pass as ?cursor= to read the next page by keyset (the default order only); null on the last page." }),
});

/** A page of a long list: `{ data, meta }` with boundedPageMeta. */
export function boundedPaged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: boundedPageMeta });
}

/**
 * A page of a list that also reads on by cursor: numbered (`?page=`) it says where it sits as
 * `paged` does; read by cursor it has only `next_cursor`. `next_cursor` is null after the last row.
 */
export function cursorPaged<T extends z.ZodType>(item: T) {
  const nextCursor = z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null: no more." });
  return z.object({
    data: z.array(item),
    meta: z.union([pageMeta.extend({ next_cursor: nextCursor }), z.object({ next_cursor: nextCursor })]),
  });
}

/** `{ data }`: a whole list in one answer. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

export const ok = z.object({ message: z.literal("OK") });

/** Amounts of the catalogue and the orders as JSON numbers: USD, đồng, CCT. */
export const amounts = { usd: z.number(), vnd: z.number().int(), cct: z.number() };

export const category = z.object({ id: z.number().int(), name: z.string().nullable() }).nullable();

/** Query parameters most lists take. */
export const pageParam = { schema: z.int().min(1), description: "The page, from 1 (past the last: the last)." };
export const cursorParam = {
  schema: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  description:
    "The previous answer's meta.next_cursor (opaque: the lists share one shape, decision 274): the page after it, read by keyset (page is then only echoed).",
};
export const searchParam = { schema: z.string().max(200), description: "Words to search for." };
export const dateParam = (what: string) => ({ schema: z.iso.date(), description: `${what} (YYYY-MM-DD, New York days).` });
export const oneOf = (values: readonly [string, ...string[]], description?: string) => ({ schema: z.enum(values), description });
