import { useLocation, useMatches } from "react-router";

import { useRootData } from "~/lib/hooks";
import { canonicalUrl, isNoindex, languageAlternates } from "~/lib/seo";

/**
 * In every page's head (decision 244): a page under a route whose handle says `noindex` (signed-in
 * layouts, cart, check-order, 404) is kept out of search results; any other has its canonical URL
 * and its English, Vietnamese and default alternates. The same for every visitor of the URL, so
 * the page cache may keep it.
 */
export function PageLinks() {
  const matches = useMatches();
  const location = useLocation();
  const origin = useRootData()?.origin;
  if (isNoindex(matches.map((m) => m.handle))) return <meta name="robots" content="noindex" />;
  if (!origin) return null;
  return (
    <>
      <link rel="canonical" href={canonicalUrl(origin, location.pathname, location.search)} />
      {languageAlternates(origin, location.pathname, location.search).map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
    </>
  );
}
