import { z } from "zod";

import { getSystemProduct, saveSystemProduct } from "~/domain/catalogue";
import { productSchema, systemProductFlags } from "~/lib/schemas/products";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.products.id";
import { ownProductJson } from "./presenters/catalogue";

/** GET /api/admin/products/{id} → one system product (admins; a member's product is a 404). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const { featured, ...product } = await getSystemProduct(admin, requireId(args.params.id));
    return { ...ownProductJson(product), featured };
  });
}

/** PATCH /api/admin/products/{id} {product fields, published?, featured?} → the changed product (admins). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "PATCH") return methodNotAllowed(args.request, "PATCH");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const id = requireId(args.params.id);
    const input = await readJson(args.request, z.intersection(productSchema, systemProductFlags));
    const saved = await saveSystemProduct(admin, id, input, { published: input.published, featured: input.featured });
    const { featured, ...product } = await getSystemProduct(admin, saved.id);
    return { ...ownProductJson(product), featured, duplicate_name: saved.duplicateName };
  });
}
