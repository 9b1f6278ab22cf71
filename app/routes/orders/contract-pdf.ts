import { contractPdfFor } from "~/domain/contracts";
import { pdfDownload } from "~/utils/downloads.server";
import { getLanguage } from "~/utils/i18n.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/contract-pdf";

/**
 * /orders/{id}/contract.pdf and /admin/orders/{id}/contract.pdf: the contract as a PDF in the
 * page's language (a resource route; the layout's guard above it runs first). 404 for anyone who
 * may not see the order.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { filename, bytes } = await orNotFound(contractPdfFor(requireId(params.id), currentUser(context), getLanguage(context)));
  return pdfDownload(filename, bytes);
}
