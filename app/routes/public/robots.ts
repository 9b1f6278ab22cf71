import { appOrigin } from "~/utils/request.server";

import type { Route } from "./+types/robots";

/** GET /robots.txt: made here, not a static file, because its Sitemap line must be an absolute URL (decision 244). */
export function loader({ request }: Route.LoaderArgs) {
  const lines = ["User-agent: *", "Disallow: /admin", "Disallow: /vi/admin", "Disallow: /api/", "Allow: /", ""];
  lines.push(`Sitemap: ${appOrigin(request)}/sitemap.xml`, "");
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
