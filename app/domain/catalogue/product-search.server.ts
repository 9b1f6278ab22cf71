import { and, eq, sql, type SQLWrapper } from "drizzle-orm";

import { products, textTranslations } from "~/db/schema";
import { fold, textSearch, type SearchField } from "~/db/search.server";
import { defaultLanguage, languages } from "~/lib/i18n";

/**
 * Where a product search looks, and how much each text counts (decision 190): its name and
 * description as stored, and their translations (decision 142) in every other language, so that a
 * Vietnamese name is found from the English page too. A new text is one more line here.
 */
const translated = (column: SQLWrapper, lng: string) =>
  and(eq(textTranslations.language, lng), eq(textTranslations.sourceHash, sql`md5(${column})`));

/** A text's translation in `lng`: shown by the rank; filtered by the translations' own index. */
const translationOf = (column: SQLWrapper, lng: string, weight: number): SearchField => ({
  text: sql<string | null>`(select ${textTranslations.text} from ${textTranslations} where ${translated(column, lng)})`,
  weight,
  filter: (matching) => sql`md5(${column}) in (select ${textTranslations.sourceHash} from ${textTranslations}
    where ${textTranslations.language} = ${lng} and ${matching(fold(textTranslations.text))})`,
});

const otherLanguages = languages.filter((l) => l !== defaultLanguage);

const productFields: SearchField[] = [
  { text: products.name, weight: 1 },
  ...otherLanguages.map((lng) => translationOf(products.name, lng, 1)),
  { text: products.description, weight: 0.5 },
  ...otherLanguages.map((lng) => translationOf(products.description, lng, 0.5)),
];

/** The products matching the search box's text, and their rank; undefined without a term. */
export function productSearch(text: string | null | undefined) {
  return textSearch(productFields, text);
}
