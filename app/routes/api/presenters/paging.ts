/**
 * The meta of a long list's page: `total` counted exactly up to a bound and estimated past it
 * (`total_estimated`), and `next_cursor`, the `?cursor=` of the page after this one (null on the
 * last), which reads it by keyset however deep (decision 265).
 */
export function boundedPageJson(p: {
  total: number;
  page: number;
  pages: number;
  estimated?: boolean;
  nextCursor?: string | null;
}) {
  return {
    total: p.total,
    page: p.page,
    pages: p.pages,
    total_estimated: p.estimated ?? false,
    next_cursor: p.nextCursor ?? null,
  };
}
