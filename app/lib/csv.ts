import { formatDate, newYorkDateTime, newYorkDay } from "./dates";

/*
 * CSV files that open right in Excel and LibreOffice (decision 197): UTF-8 with a byte-order mark
 * (csvDownload), times in New York with the zone in the column's name, numbers bare with a dot
 * decimal, and no cell a spreadsheet runs as a formula.
 */

/** A number written bare with a dot decimal, as given: a decimal string keeps every digit (CCT has 8). */
export class CsvNumber {
  constructor(readonly text: string) {}
}

/** A column of New York times: "created_at (New York)". */
export const newYorkColumn = (name: string) => `${name} (New York)`;

// A phone number: "+" and digits, or digits with a leading zero. A spreadsheet would read it as a
// number (dropping the "+" or the zero); it holds nothing a spreadsheet could run.
const phoneNumber = /^(\+\d{6,15}|0\d{5,15})$/;
const formulaStart = /^[=+\-@\t\r]/;
const negativeNumber = /^-\d+(\.\d+)?$/;

// No exponent: 1e-7 is written 0.0000001. Made once: `toLocaleString` with options built a formatter
// per cell (30 µs; an export's ids and amounts are most of its cells).
const bare = new Intl.NumberFormat("en-US", { useGrouping: false, maximumFractionDigits: 20 });

function bareNumber(value: number | bigint): string {
  if (typeof value === "bigint") return value.toString();
  return Number.isFinite(value) ? bare.format(value) : "";
}

/**
 * One CSV cell. Numbers are bare; text is quoted. A leading formula character (=, +, -, @, a tab
 * or a carriage return) is neutralised with an apostrophe so a spreadsheet shows text instead of
 * running it, except in a text that is a whole negative number ("-1+cmd|…" is a formula). Phone
 * numbers ("+84…", "09…") get a leading tab instead, which makes Excel and LibreOffice keep them as
 * text (not the number 84…) without a visible mark.
 */
export function csvCell(value: unknown): string {
  if (typeof value === "number" || typeof value === "bigint") return bareNumber(value);
  if (value instanceof CsvNumber) return /^-?\d+(\.\d+)?$/.test(value.text) ? value.text : "";
  const text = value instanceof Date ? newYorkDateTime(value) : value === null || value === undefined ? "" : String(value);
  const safe = phoneNumber.test(text) ? `\t${text}` : formulaStart.test(text) && !negativeNumber.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A CSV file on its way out: the header row's column names, then the rows in batches, read one
 * batch at a time while the file is sent (an export of 200,000 rows never sits in memory whole).
 */
export interface CsvTable {
  header: readonly string[];
  batches: AsyncIterable<unknown[][]>;
}

/** Rows as CSV lines, each ended by CRLF (what spreadsheets expect); the header is one such row of plain names. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

/** The header line: the column names as they are (ours, never a formula). */
export function csvHeader(header: readonly string[]): string {
  return header.join(",") + "\r\n";
}

/** A table whose batches are mapped row by row (the domain's rows to the file's cells). */
export function csvTable<Row>(
  header: readonly string[],
  batches: AsyncIterable<Row[]>,
  cells: (row: Row) => unknown[],
): CsvTable {
  return {
    header,
    batches: (async function* () {
      for await (const batch of batches) yield batch.map(cells);
    })(),
  };
}

/**
 * A download's name with the list's date range: orders_2026-11-01_2026-11-27.csv. Without a first
 * day it reads "all", without a last day today's (New York) date: orders_all_2026-11-27.csv.
 */
export function csvFileName(name: string, search: URLSearchParams, today = new Date()): string {
  const day = (key: string) => {
    const value = search.get(key);
    return value && newYorkDay(value).start ? value : undefined;
  };
  return `${name}_${day("from") ?? "all"}_${day("to") ?? formatDate(today)}.csv`;
}
