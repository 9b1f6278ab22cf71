import { cardsCsv } from "~/domain/cards";
import { csvFileName } from "~/lib/csv";
import { cardListQuery } from "~/lib/schemas/cards";
import { api } from "~/utils/api.server";
import { csvDownload } from "~/utils/downloads.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.cards-csv";

/** GET /api/admin/cards.csv?batch=&… → the filtered cards as CSV (admins), like /admin/cards.csv. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const params = args.url.searchParams;
    return csvDownload(csvFileName("cards", params), cardsCsv(admin, cardListQuery(params)));
  });
}
