import { z } from "zod";

import { getSystemProduct, listSystemProducts, saveSystemProduct } from "~/domain/catalogue";
import { productListQuery, productSchema, systemProductFlags } from "~/lib/schemas/products";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.products";
import { ownProductJson } from "./presenters/catalogue";

/** GET /api/admin/products?status=&q=&page= → the system store's catalogue (admins). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const list = await listSystemProducts(admin, productListQuery(args.url.searchParams));
    return { data: list.items.map(ownProductJson), meta: { total: list.total, page: list.page, pages: list.pages } };
  });
}

/** POST /api/admin/products {product fields, published?, featured?} → 201, live at once (admins). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const input = await readJson(args.request, z.intersection(productSchema, systemProductFlags));
    const saved = await saveSystemProduct(admin, null, input, { published: input.published, featured: input.featured });
    const { featured, ...product } = await getSystemProduct(admin, saved.id);
    return Response.json({ ...ownProductJson(product), featured, duplicate_name: saved.duplicateName }, { status: 201 });
  });
}
