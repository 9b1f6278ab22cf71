import { newYorkDay } from "./dates";
import { transferKinds, type TransferKind } from "./wallet-terms";

/*
 * The statement's filters (decision 220), read from the query string of /statement and
 * /statement.csv: the kind, the direction, and a range of New York days (decision 103). A value
 * that is not one is left out of the filter, never an error page; a day that is not a day, or a
 * range that ends before it starts, says so beside its field.
 */

export const directions = ["in", "out"] as const;
export type Direction = (typeof directions)[number];

export interface StatementFilters {
  kind?: TransferKind;
  direction?: Direction;
  /** The first instant included: the first day's New York midnight. */
  from?: Date;
  /** The first instant excluded: the midnight ending the last day. */
  to?: Date;
}

/** The parameters as typed (to fill the form again) and the field messages (translation keys). */
export interface StatementQuery {
  filters: StatementFilters;
  values: { kind: string; direction: string; from: string; to: string };
  errors: { from?: string; to?: string };
}

export function statementQuery(params: URLSearchParams): StatementQuery {
  const value = (name: string) => (params.get(name) ?? "").trim();
  const values = { kind: value("kind"), direction: value("direction"), from: value("from"), to: value("to") };
  const from = newYorkDay(values.from).start;
  const to = newYorkDay(values.to).end;
  const errors: StatementQuery["errors"] = {};
  if (values.from && !from) errors.from = "wallet:statement.errors.day";
  if (values.to && !to) errors.to = "wallet:statement.errors.day";
  const backwards = from && to && to <= from;
  if (backwards) errors.to = "wallet:statement.errors.range";
  return {
    filters: {
      kind: transferKinds.find((k) => k === values.kind),
      direction: directions.find((d) => d === values.direction),
      from,
      to: backwards ? undefined : to,
    },
    values,
    errors,
  };
}

/** Whether any filter narrows the statement (the page then offers to clear them). */
export function isFiltered(f: StatementFilters): boolean {
  return Boolean(f.kind || f.direction || f.from || f.to);
}
