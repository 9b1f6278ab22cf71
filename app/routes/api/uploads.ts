import { uploadImage } from "~/domain/media";
import { DomainError } from "~/lib/errors";
import { imageSrcSet } from "~/lib/images";
import { api, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/uploads";

/**
 * POST /api/uploads (multipart, the image in `file`) → 201 { url, srcset }: png or jpeg by content,
 * 5 MB and 48 megapixels at most, 60 per member in 10 minutes. Send `url` as a product's `thumbnail`.
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    let form: FormData;
    try {
      form = await args.request.formData();
    } catch {
      throw new DomainError("products:errors.imageMissing", 400, "file");
    }
    const file = form.get("file");
    if (!(file instanceof File)) throw new DomainError("products:errors.imageMissing", 400, "file");
    const url = await uploadImage(user.id, new Uint8Array(await file.arrayBuffer()), "file");
    return Response.json({ url, srcset: imageSrcSet(url) }, { status: 201 });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
