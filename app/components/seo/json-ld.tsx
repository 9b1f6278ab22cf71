import { jsonLdText } from "~/lib/seo";

/** Structured data (schema.org) for search engines: a data block, never run, so no nonce needed. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
