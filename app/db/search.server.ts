import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * Search boxes that understand Vietnamese typing (decision 190): accents, "đ" and case do not
 * matter (`search_fold`, an IMMUTABLE lower(unaccent()) made by migration 0022), a typo is
 * forgiven (pg_trgm word similarity) and the answers are ranked. Each list names the texts it
 * looks in as weighted fields; a new text (a name in another language) is one more field.
 */
export interface SearchField {
  /** A text column; null never matches. */
  text: SQLWrapper;
  /** 1 for a name; 0.5 for a description. Above 1/3, so that any exact match outranks any fuzzy one. */
  weight: number;
}

export interface TextSearch {
  /** The rows with the term in one of the fields, or close to a word of one of them. */
  where: SQL;
  /**
   * Higher is better: the whole text (5), its start (4), anywhere (3), every word (2), else the
   * word similarity (below 1); half a point more when the text holds the term as typed; times the
   * field's weight.
   */
  rank: SQL<number>;
}

/** Shorter words match only as they are typed: two letters are similar to too many words. */
const fuzzyFrom = 3;
const longest = 100;
const mostWords = 8;

/** The term as the database compares it (NFC, spaces collapsed, at most 100 characters), or undefined when empty. */
function searchTerm(text: string | null | undefined): string | undefined {
  const term = text?.normalize("NFC").replace(/\s+/g, " ").trim().slice(0, longest).trim();
  return term ? term : undefined;
}

/** SQL: the text as searches compare it (lower(unaccent()), migration 0022). */
export const fold = (text: SQLWrapper | string) => sql`search_fold(${text})`;
// % and _ are plain characters in a search box; search_fold leaves the backslashes.
const escape = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);
const likeText = (text: string) => fold(escape(text));

/** SQL: the folded field holds the word, or (from three letters) a word close to it (`%>`: pg_trgm.word_similarity_threshold, 0.6). */
function holds(field: SQL, word: string): SQL {
  const inside = sql`${field} like '%' || ${likeText(word)} || '%'`;
  return [...word].length >= fuzzyFrom ? sql`(${inside} or ${field} %> ${fold(word)})` : inside;
}

/**
 * The search of `text` in `fields`, or undefined without a term (then the list is not filtered). A
 * field matches when it holds the whole term, or each of its words (as typed or close to it): two
 * products named alike but for one word are not both found by the full name of one of them.
 */
export function textSearch(fields: SearchField[], text: string | null | undefined): TextSearch | undefined {
  const term = searchTerm(text);
  if (!term) return undefined;
  const words = [...new Set(term.split(" "))].slice(0, mostWords);
  const folded = fold(term);
  const matching = (f: SQL) =>
    words.length === 1
      ? holds(f, term)
      : sql`(${f} like '%' || ${likeText(term)} || '%' or (${sql.join(
          words.map((w) => holds(f, w)),
          sql` and `,
        )}))`;
  const matches = fields.map(({ text: field }) => matching(fold(field)));
  const scores = fields.map(({ text: field, weight }) => {
    const f = fold(field);
    const everyWord = sql.join(
      words.map((w) => sql`${f} like '%' || ${likeText(w)} || '%'`),
      sql` and `,
    );
    // Within a kind of match, the text as typed (with its accents: "kẽm", not "kèm") comes first.
    const asTyped = sql`(case when ${field} ilike '%' || ${escape(term)} || '%' then 0.5 else 0 end)`;
    return sql`((case when ${f} = ${folded} then 5 when ${f} like ${likeText(term)} || '%' then 4
      when ${f} like '%' || ${likeText(term)} || '%' then 3 when ${everyWord} then 2
      else word_similarity(${folded}, ${f}) end) + ${asTyped}) * ${sql.raw(String(Number(weight)))}`;
  });
  return {
    where: sql`(${sql.join(matches, sql` or `)})`,
    rank: sql<number>`coalesce(greatest(${sql.join(scores, sql`, `)}), 0)`.mapWith(Number),
  };
}
