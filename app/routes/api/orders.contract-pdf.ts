import { contractPdfFor } from "~/domain/contracts";
import { api, apiLanguage } from "~/utils/api.server";
import { pdfDownload } from "~/utils/downloads.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/orders.contract-pdf";

/** GET /api/orders/{id}/contract.pdf → the contract as application/pdf, in the Accept-Language language (or ?lang=vi). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const { filename, bytes } = await contractPdfFor(requireId(args.params.id), user, apiLanguage(args.request));
    return pdfDownload(filename, bytes);
  });
}
