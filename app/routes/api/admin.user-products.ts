import { decideProduct, listForReview, productForReview } from "~/domain/catalogue";
import { DomainError } from "~/lib/errors";
import { rejectionSchema, reviewQuery } from "~/lib/schemas/products";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.user-products";
import { reviewedProductJson } from "./presenters/catalogue";

/** GET /api/admin/user-products?state=waiting|rejected|decided&store=&page= (admins); GET …/{id} → one. */
export async function loader(args: Route.LoaderArgs) {
  if (args.params.decision !== undefined) return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    await requireApiAdmin(args.request);
    if (args.params.id !== undefined) {
      return reviewedProductJson(await productForReview(requireId(args.params.id)));
    }
    const list = await listForReview(reviewQuery(args.url.searchParams));
    return {
      data: list.items.map(reviewedProductJson),
      meta: { total: list.total, page: list.page, pages: list.pages, total_estimated: list.estimated ?? false },
    };
  });
}

/** POST /api/admin/user-products/{id}/approve; POST …/{id}/reject {reason} (admins; a decided product is 409). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const id = requireId(args.params.id);
    if (args.params.decision === "approve") await decideProduct(admin, id, { intent: "approve" });
    else if (args.params.decision === "reject") {
      const { reason } = await readJson(args.request, rejectionSchema);
      await decideProduct(admin, id, { intent: "reject", reason });
    } else throw new DomainError("errors:notFound", 404);
    return reviewedProductJson(await productForReview(id));
  });
}
