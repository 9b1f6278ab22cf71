import { useTranslation } from "react-i18next";

/**
 * A bordered table that scrolls sideways on small screens: header labels, rows as children, an
 * optional footer (totals). An empty header ("", the buttons' column) is named "Actions" for
 * screen readers, and only for them.
 */
export function Table({
  headers,
  testId,
  footer,
  children,
}: {
  headers: React.ReactNode[];
  testId?: string;
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  // Focusable, so a keyboard can scroll it sideways where it is wider than the screen.
  return (
    <div
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <Th key={i}>{header === "" ? <span className="sr-only">{t("common:actions")}</span> : header}</Th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
        {footer ? <tfoot className="border-t border-slate-200 bg-slate-50">{footer}</tfoot> : null}
      </table>
    </div>
  );
}

export function Th({ children }: { children?: React.ReactNode }) {
  return <th className="bg-slate-50 px-3 py-2 text-xs font-medium text-slate-500 uppercase">{children}</th>;
}

export function Td({ children, className = "" }: { children?: React.ReactNode; className?: string }) {
  return <td className={`px-3 py-2 align-top ${className}`}>{children}</td>;
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
