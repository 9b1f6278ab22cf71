import { z } from "zod";

import { newYorkDay } from "../dates";
import { orderStatuses } from "../order-status";
import { maxPage } from "../params";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** The Report's filters, read from the query string (bad values are ignored, never an error). */
export const reportQuerySchema = z.object({
  status: z.enum(orderStatuses).optional().catch(undefined),
  store: z.string().trim().max(64).optional().catch(undefined),
  from: day,
  to: day,
  q: z.string().trim().max(64).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(maxPage).optional().catch(undefined),
});

export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The columns the order lists sort by (?sort=, lib/sort.ts); newest first by default. */
export const orderSorts = ["code", "customer", "store", "created", "total", "payment", "status"] as const;
export type OrderSort = (typeof orderSorts)[number];

/** The filters for the domain: dates are whole New York days, `to` included (its end is the next day's midnight). */
export function reportFilters(query: ReportQuery) {
  return {
    status: query.status,
    store: query.store || undefined,
    from: newYorkDay(query.from).start,
    to: newYorkDay(query.to).end,
    q: query.q || undefined,
    page: query.page,
  };
}

export function reportQueryFrom(params: URLSearchParams | Record<string, unknown>): ReportQuery {
  const input = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  const cleaned = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== "" && v !== null && v !== undefined));
  return reportQuerySchema.parse(cleaned);
}
