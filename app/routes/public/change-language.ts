import { isLanguage } from "~/lib/i18n";
import { switchLanguage } from "~/utils/i18n.server";
import type { Route } from "./+types/change-language";

/** GET /change-language?lng=vi&to=/dashboard: remembers the language and returns to the page. */
export async function loader({ url }: Route.LoaderArgs) {
  const lng = url.searchParams.get("lng");
  if (!isLanguage(lng)) throw new Response("Not Found", { status: 404 });
  return switchLanguage(lng, url.searchParams.get("to") ?? "/");
}
