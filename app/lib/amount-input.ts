import { currentDisplay } from "./display";
import type { Language } from "./i18n";

/** What readTypedAmount answers for a text that could mean two amounts. */
export const ambiguousAmount = "ambiguous";

/**
 * An amount as a person types it, in their language's convention (decision 195): on /vi "." groups
 * thousands and "," is the decimal mark (1.234,5), in English the reverse (1,234.5). Returns the
 * plain decimal the schemas and the ledger read ("1234.5"), "ambiguous" when the text could mean two
 * amounts — the other language's decimal mark (a group that is not three digits: "1.5" on /vi,
 * "1,5" in English), the marks in the wrong order, or two decimal marks — and the text itself when it
 * is no number at all (the schema's own message answers it).
 */
export function readTypedAmount(text: string, lng: Language = currentDisplay().typing): string {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, "");
  const [group, decimal] = lng === "vi" ? [".", ","] : [",", "."];
  if (!/^\d[\d.,]*$/.test(compact)) return text.trim();
  const parts = compact.split(decimal);
  if (parts.length > 2) return ambiguousAmount;
  const [whole, fraction] = parts;
  if (fraction !== undefined && (fraction.includes(group) || fraction === "")) return ambiguousAmount;
  const groups = whole.split(group);
  if (groups.length > 1 && (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((g) => !/^\d{3}$/.test(g)))) {
    return ambiguousAmount;
  }
  return fraction === undefined ? groups.join("") : `${groups.join("")}.${fraction}`;
}

/** A schema's first step for an amount field: JSON numbers as they are, typed text read as above. */
export function typedAmount(value: unknown): unknown {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : value;
  return typeof value === "string" && value.trim() !== "" ? readTypedAmount(value) : value;
}

/** A plain decimal ("1234.5") as the reader types it ("1234,5" on /vi): prefilled fields post back what they show. */
export function asTyped(decimal: string, lng: Language = currentDisplay().typing): string {
  return lng === "vi" ? decimal.replace(".", ",") : decimal;
}
