import { storeImage } from "~/domain/images.server";

/**
 * The image a form sent in `field`, checked and stored; undefined when the field is empty (the
 * product keeps its picture). A refusal names the field, so the form shows it there.
 */
export async function uploadedImage(formData: FormData, field = "thumbnail"): Promise<string | undefined> {
  const file = formData.get(field);
  if (!(file instanceof File) || file.size === 0) return undefined;
  return storeImage(new Uint8Array(await file.arrayBuffer()), field);
}
