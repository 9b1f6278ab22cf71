import { products } from "~/db/schema";
import { textSearch, type SearchField } from "~/db/search.server";

/**
 * Where a product search looks, and how much each text counts (decision 190): its names and
 * descriptions in both languages (decision 198), on every page, so that a Vietnamese name is found
 * from the English page too. A new text is one more line here.
 */
const productFields: SearchField[] = [
  { text: products.name, weight: 1 },
  { text: products.nameVi, weight: 1 },
  { text: products.description, weight: 0.5 },
  { text: products.descriptionVi, weight: 0.5 },
];

/** The products matching the search box's text, and their rank; undefined without a term. */
export function productSearch(text: string | null | undefined) {
  return textSearch(productFields, text);
}
