import { uploadImage } from "~/domain/media";

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
