import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Link, useLocation } from "react-router";

import { nextSort, sortedSearch, type SortOrder } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";

/** A column: its header, the label its cells carry on a phone, and how it sorts. */
export interface Column {
  label: string;
  /** The `?sort=` key of this column (a link in its header when the table is sortable). */
  sort?: string;
  /** The first click sorts descending (dates, amounts: newest and largest first). */
  descFirst?: boolean;
  /** On a phone's card this cell comes first (what identifies the row, its status, its total). */
  lead?: boolean;
  /**
   * The row's buttons and links: on a phone's card this cell comes last, after what identifies the
   * row, and shows no label (decision 210).
   */
  actions?: boolean;
  /** On a phone the cell shows no label (actions, a picture). */
  bare?: boolean;
}

/** A header: its text, or a column, or any node (no label on a phone then). */
type Header = string | Column | Exclude<ReactNode, string>;

interface NormalColumn extends Omit<Column, "label"> {
  label?: string;
  header: ReactNode;
}

function columnOf(header: Header): NormalColumn {
  if (typeof header === "string") return { label: header, header };
  if (header && typeof header === "object" && "label" in header && !isValidElement(header))
    return { ...header, bare: header.bare || header.actions, header: header.label };
  return { header };
}

/**
 * Below 640 px (Tailwind's `sm`) the table is a list of cards, with CSS only (decision 130): the
 * header row is read by screen readers but not shown, each row is a card, each cell a line with
 * its column's label (`data-label`, written before it) beside its value; the lead columns come
 * first, the actions last. The classes act on the table's own rows, so callers write ordinary rows.
 */
const stacked = [
  "max-sm:block",
  "max-sm:[&>thead]:sr-only",
  "max-sm:[&>tbody]:block",
  "max-sm:[&>tbody>tr]:flex max-sm:[&>tbody>tr]:flex-col max-sm:[&>tbody>tr]:py-2",
  "max-sm:[&>tbody>tr>*]:grid max-sm:[&>tbody>tr>*]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] max-sm:[&>tbody>tr>*]:gap-x-3",
  "max-sm:[&>tbody>tr>*]:py-1 max-sm:[&>tbody>tr>*]:text-left max-sm:[&>tbody>tr>*]:break-words",
  "max-sm:[&>tbody>tr>*]:before:content-[attr(data-label)] max-sm:[&>tbody>tr>*]:before:text-xs max-sm:[&>tbody>tr>*]:before:font-sans",
  "max-sm:[&>tbody>tr>*]:before:font-medium max-sm:[&>tbody>tr>*]:before:text-slate-500 max-sm:[&>tbody>tr>*]:before:uppercase",
  "max-sm:[&>tbody>tr>*:not([data-label])]:block",
  "max-sm:[&>tfoot]:block max-sm:[&>tfoot>tr]:flex max-sm:[&>tfoot>tr]:justify-between max-sm:[&>tfoot>tr]:gap-3",
].join(" ");

/**
 * A bordered table: column headers, rows as children (`<tr>`s of `<Td>`s or `<td>`s), an optional
 * footer (totals). On a phone its rows become cards (`stack={false}` keeps a narrow table a
 * table). With `sort` (the loader's order, null for the list's default) the columns that have a
 * sort key link to the same list sorted by them (`aria-sort` on the sorted one), without JavaScript.
 */
export function Table({
  headers,
  testId,
  footer,
  sort,
  sortParam = "sort",
  stack = true,
  children,
}: {
  headers: Header[];
  testId?: string;
  footer?: ReactNode;
  sort?: SortOrder | null;
  /** The query parameter of this table's order (another table of the page sorts by `sort`). */
  sortParam?: string;
  stack?: boolean;
  children: ReactNode;
}) {
  const columns = headers.map(columnOf);
  // Focusable, so a keyboard can scroll it sideways where it is wider than the screen.
  return (
    <div
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      <table className={`w-full text-left text-sm ${stack ? stacked : ""}`} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <HeaderCell key={i} column={column} sort={sort} sortParam={sortParam} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{stack ? labelRows(children, columns) : children}</tbody>
        {footer ? <tfoot className="border-t border-slate-200 bg-slate-50">{footer}</tfoot> : null}
      </table>
    </div>
  );
}

const thClass = "bg-slate-50 px-3 py-2 text-xs font-medium text-slate-500 uppercase";

function HeaderCell({ column, sort, sortParam }: { column: NormalColumn; sort?: SortOrder | null; sortParam: string }) {
  const { search } = useLocation();
  const { t } = useTranslation();
  if (sort === undefined || !column.sort) {
    // An empty header (the buttons' column) is named "Actions" for screen readers, and only for them.
    return (
      <th scope="col" className={thClass}>
        {column.header === "" ? <span className="sr-only">{t("common:actions")}</span> : column.header}
      </th>
    );
  }
  const current = sort?.key === column.sort ? sort : null;
  const next = nextSort(sort ?? null, column.sort, column.descFirst);
  return (
    <th
      scope="col"
      className={thClass}
      aria-sort={current ? (current.desc ? "descending" : "ascending") : undefined}
      data-sort={column.sort}
    >
      <Link
        to={sortedSearch(search, next, sortParam)}
        preventScrollReset
        className={`inline-flex items-center gap-1 uppercase hover:text-slate-900 ${current ? "text-slate-900" : ""}`}
      >
        {column.header}
        <span aria-hidden="true">{current ? (current.desc ? "▼" : "▲") : "↕"}</span>
      </Link>
    </th>
  );
}

type CellProps = { className?: string; colSpan?: number; children?: ReactNode };

/**
 * Gives each cell of the table's rows its column's label and place on a phone: `data-label` and
 * the lead order on plain `<td>`/`<th>`, the `label` and `lead` props on components (Td and the
 * cells built on it; an actions cell, a Td, gets `last`). Rows may come in arrays and fragments.
 */
function labelRows(children: ReactNode, columns: NormalColumn[]): ReactNode {
  return Children.map(children, (row) => {
    if (!isValidElement<{ children?: ReactNode }>(row)) return row;
    if (row.type === Fragment) return <Fragment key={row.key}>{labelRows(row.props.children, columns)}</Fragment>;
    if (row.type !== "tr") return row;
    let index = 0;
    const cells = Children.map(row.props.children, (cell) => {
      if (!isValidElement<CellProps>(cell)) return cell;
      const column = columns[index];
      index += Number(cell.props.colSpan ?? 1);
      if (!column) return cell;
      const label = column.bare ? undefined : column.label;
      if (cell.type === "td" || cell.type === "th") {
        return cloneElement(cell as ReactElement<CellProps & { "data-label"?: string }>, {
          "data-label": label,
          className: `${cell.props.className ?? ""} ${column.actions ? lastClass : column.lead ? leadClass : ""}`.trim(),
        });
      }
      return cloneElement(cell as ReactElement<CellProps & { label?: string; lead?: boolean; last?: boolean }>, {
        label,
        lead: column.lead,
        ...(column.actions ? { last: true } : {}),
      });
    });
    return cloneElement(row, undefined, cells);
  });
}

const leadClass = "max-sm:order-first";
const lastClass = "max-sm:order-last";

/**
 * A cell. Its content sits in one box, so that on a phone it stays beside its label; `label` and
 * `lead` (or `last`, for the actions) are given by the Table (a component that renders a Td passes them on).
 */
export function Td({
  children,
  className = "",
  label,
  lead,
  last,
  colSpan,
  testId,
}: {
  children?: ReactNode;
  className?: string;
  label?: string;
  lead?: boolean;
  last?: boolean;
  colSpan?: number;
  testId?: string;
}) {
  return (
    <td
      className={`px-3 py-2 align-top ${last ? lastClass : lead ? leadClass : ""} ${className}`}
      data-label={label}
      colSpan={colSpan}
      data-testid={testId}
    >
      <div className="min-w-0">{children}</div>
    </td>
  );
}

/** A footer row: a label over `span` columns, then the value. */
export function TotalRow({
  label,
  span,
  valueSpan = 1,
  children,
}: {
  label: string;
  span: number;
  valueSpan?: number;
  children: React.ReactNode;
}) {
  return (
    <tr>
      <th className="px-3 py-2 text-left" colSpan={span}>
        {label}
      </th>
      <td className="px-3 py-2" colSpan={valueSpan}>
        {children}
      </td>
    </tr>
  );
}

/** Label / value pairs as a definition list; each value carries data-testid `{prefix}-{key}`. */
export function DetailList({
  rows,
  prefix,
  testId,
}: {
  rows: [string, string, React.ReactNode][];
  prefix: string;
  testId?: string;
}) {
  return (
    <dl
      className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[max-content_1fr]"
      data-testid={testId}
    >
      {rows.map(([key, label, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium" data-testid={`${prefix}-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
