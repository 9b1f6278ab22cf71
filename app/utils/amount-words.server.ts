import { toCardinal as englishWords } from "n2words/en-US";
import { toCardinal as vietnameseWords } from "n2words/vi-VN";

import type { Language } from "~/lib/i18n";

/**
 * An amount in words in the reader's language ("one thousand five hundred"), shown beside the
 * figures where an admin confirms money: a misread digit or a typed extra zero shows.
 */
export function amountInWords(lng: Language, amount: number | string): string {
  const value = String(amount);
  return lng === "vi" ? vietnameseWords(value) : englishWords(value);
}
