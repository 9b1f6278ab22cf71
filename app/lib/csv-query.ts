/** A list page's filters for its CSV download: the same query without paging or the old format flag. */
export function csvQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  // A page's keyset cursor (decision 274) says where the page starts, not what the file holds.
  params.delete("cursor");
  params.delete("format");
  const query = params.toString();
  return query ? `?${query}` : "";
}
