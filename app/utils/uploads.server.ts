import type { Uploads } from "~/domain/catalogue";
import { uploadImage } from "~/domain/media";
import { DomainError } from "~/lib/errors";
import { maxPictures } from "~/lib/schemas/products";

/**
 * The image a form sent in `field`, counted against the member's upload budget, checked and stored;
 * undefined when the field is empty (the product keeps its picture). A refusal names the field, so
 * the form shows it there.
 */
export async function uploadedImage(
  uploader: { id: number },
  formData: FormData,
  field = "thumbnail",
): Promise<string | undefined> {
  const file = formData.get(field);
  if (!(file instanceof File) || file.size === 0) return undefined;
  return uploadImage(uploader.id, new Uint8Array(await file.arrayBuffer()), field);
}

/**
 * A product form's uploads: new gallery pictures (`pictures`, several files) and the older form's
 * `thumbnail` file. Too many pictures for the gallery (`kept` already in it) are refused before any
 * is read or counted against the member's budget.
 */
export async function uploadedPictures(uploader: { id: number }, formData: FormData, kept = 0): Promise<Uploads> {
  const files = formData.getAll("pictures").filter((f): f is File => f instanceof File && f.size > 0);
  if (kept + files.length > maxPictures) throw new DomainError("products:errors.tooManyPictures", 422, "pictures");
  const pictures: string[] = [];
  for (const file of files) pictures.push(await uploadImage(uploader.id, new Uint8Array(await file.arrayBuffer()), "pictures"));
  return { thumbnail: await uploadedImage(uploader, formData), pictures };
}
