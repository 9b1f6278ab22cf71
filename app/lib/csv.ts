/**
 * One CSV cell: every cell quoted; a leading formula character (=, +, -, @) is neutralised so a
 * spreadsheet shows text instead of running it, except for negative numbers.
 */
export function csvCell(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV file: a plain header row of column names, quoted cells, CRLF line ends (what spreadsheets expect). */
export function csvFile(header: readonly string[], rows: unknown[][]): string {
  return [header.join(","), ...rows.map((row) => row.map(csvCell).join(","))].join("\r\n") + "\r\n";
}
