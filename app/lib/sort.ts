/**
 * A list's order in the query string, the same on every back-office table (decision 131):
 * `?sort=key` sorts by that column ascending, `?sort=-key` descending. Unknown keys fall back to
 * the list's default order; a list with two sortable tables names the second one's parameter.
 */
export interface SortOrder<K extends string = string> {
  key: K;
  desc: boolean;
}

/** `{ key: "total", desc: true }` from "-total". */
export function parseSort<K extends string>(value: string | null | undefined, keys: readonly K[]): SortOrder<K> | null {
  if (!value) return null;
  const desc = value.startsWith("-");
  const key = keys.find((k) => k === (desc ? value.slice(1) : value));
  return key === undefined ? null : { key, desc };
}

/**
 * The list's order from `?sort=` (or `param`): a known key, or the list's default (null: the
 * list's own order, such as pending requests first). `aliases` keep older values working.
 */
export function sortOf<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  fallback: SortOrder<K> | null,
  { param = "sort", aliases = {} }: { param?: string; aliases?: Record<string, string> } = {},
): SortOrder<K> | null {
  const raw = params.get(param);
  return parseSort(raw !== null && Object.hasOwn(aliases, raw) ? aliases[raw] : raw, keys) ?? fallback;
}

/** "-total" from `{ key: "total", desc: true }`. */
export function sortValue(sort: SortOrder): string {
  return `${sort.desc ? "-" : ""}${sort.key}`;
}

/**
 * What a column header links to: the sorted column flips its direction; another column starts
 * ascending, or descending when `descFirst` (dates and amounts: newest and largest first).
 */
export function nextSort(current: SortOrder | null, key: string, descFirst = false): SortOrder {
  if (current?.key === key) return { key, desc: !current.desc };
  return { key, desc: descFirst };
}

/** The list's URL sorted by `sort`: the other parameters kept, back to the first page. */
export function sortedSearch(search: string, sort: SortOrder, param = "sort"): string {
  const params = new URLSearchParams(search);
  params.set(param, sortValue(sort));
  params.delete("page");
  // A keyset cursor follows one order (decision 274).
  params.delete("cursor");
  return `?${params}`;
}
