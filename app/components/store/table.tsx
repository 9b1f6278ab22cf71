/** A bordered table with a header row; rows (and an optional footer) come as children. */
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
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid={testId}>
        <thead className="bg-slate-50 text-left">
          <tr>
            {headers.map((h, i) => (
              <th key={i} className="p-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer ? <tfoot className="border-t border-slate-200 bg-slate-50">{footer}</tfoot> : null}
      </table>
    </div>
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
      <th className="p-3 text-left" colSpan={span}>
        {label}
      </th>
      <td className="p-3" colSpan={valueSpan}>
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
