import { or } from "drizzle-orm";

import { containsText } from "~/db/paginate.server";
import { users } from "~/db/schema";
import { textSearch, type SearchField } from "~/db/search.server";

/**
 * Where the back office's user search looks (decision 190): the name, account and e-mail address
 * without accents or case and forgiving a typo, ranked name and account first; the phone number as
 * typed (digits have no accents, and a similar phone number is another person's).
 */
const userFields: SearchField[] = [
  { text: users.name, weight: 1 },
  { text: users.account, weight: 1 },
  { text: users.email, weight: 0.8 },
];

/** The users matching the search box's text, and their rank; undefined without a term. */
export function userSearch(text: string | undefined) {
  const search = textSearch(userFields, text);
  if (!search) return undefined;
  return { where: or(search.where, containsText(users.phoneNumber, text))!, rank: search.rank };
}
