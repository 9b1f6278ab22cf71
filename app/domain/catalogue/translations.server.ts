import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";

import { db, type Db } from "~/db/client.server";
import { textTranslations } from "~/db/schema";
import { defaultLanguage, type Language } from "~/lib/i18n";

/**
 * Stored texts in the reader's language (decision 142): a glossary of translations keyed by the
 * MD5 of the source text. English is what is stored; a text without a translation shows as stored,
 * and an edited text has a new key, so a translation never outlives the words it translates.
 */
export function sourceHash(text: string): string {
  return createHash("md5").update(text, "utf8").digest("hex");
}

/** A function giving each of these texts in `lng` (one query, none in English). */
export async function translator(
  lng: Language,
  texts: Iterable<string | null | undefined>,
): Promise<<T extends string | null>(text: T) => T> {
  const identity = <T extends string | null>(text: T) => text;
  if (lng === defaultLanguage) return identity;
  const hashes = [...new Set([...texts].filter((t): t is string => Boolean(t)).map(sourceHash))];
  if (hashes.length === 0) return identity;
  const rows = await db
    .select({ hash: textTranslations.sourceHash, text: textTranslations.text })
    .from(textTranslations)
    .where(and(eq(textTranslations.language, lng), inArray(textTranslations.sourceHash, hashes)));
  const found = new Map(rows.map((r) => [r.hash, r.text]));
  return <T extends string | null>(text: T) => (text === null ? text : ((found.get(sourceHash(text)) ?? text) as T));
}

/** These rows with the named text fields in `lng`. */
export async function localized<T extends object, K extends keyof T>(lng: Language, rows: T[], fields: K[]): Promise<T[]> {
  if (lng === defaultLanguage || rows.length === 0) return rows;
  const texts = rows.flatMap((row) => fields.map((f) => row[f])).filter((v): v is T[K] & string => typeof v === "string");
  const tr = await translator(lng, texts);
  return rows.map((row) => {
    const copy = { ...row };
    for (const f of fields) {
      const value = copy[f];
      if (typeof value === "string") copy[f] = tr(value) as T[K];
    }
    return copy;
  });
}

/** Adds translations (the demo data's); existing ones are replaced. */
export async function saveTranslations(database: Db, lng: Language, pairs: [source: string, text: string][]) {
  if (pairs.length === 0) return;
  const unique = new Map(pairs.map(([source, text]) => [sourceHash(source), { source, text }]));
  await database
    .insert(textTranslations)
    .values([...unique].map(([hash, { source, text }]) => ({ language: lng, sourceHash: hash, source, text })))
    .onConflictDoUpdate({
      target: [textTranslations.language, textTranslations.sourceHash],
      set: { text: sql`excluded.text`, source: sql`excluded.source` },
    });
}
