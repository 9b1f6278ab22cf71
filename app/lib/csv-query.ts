/** A list page's filters for its CSV download: the same query without paging or the old format flag. */
export function csvQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("format");
  const query = params.toString();
  return query ? `?${query}` : "";
}
