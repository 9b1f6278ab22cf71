import { z } from "zod";

import { ambiguousAmount, typedAmount } from "../amount-input";
import { storedImagePath } from "../images";
import { maxId, pageOf } from "../params";
import { sortOf } from "../sort";

const required = "validation:required";

const text = (max: number) => z.string({ error: required }).trim().max(max, "validation:tooLong");

/** An optional text: "" and absent are null. */
const optionalText = (max: number) =>
  z
    .preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), text(max).optional())
    .transform((v) => v ?? null);

/** The most pictures a product has (the first is its thumbnail). */
export const maxPictures = 8;

const storedImage = z.string().regex(storedImagePath, { error: "products:errors.imageUnknown" });

/** A form's gallery row: a stored picture, its order number, and whether to take it away. */
const galleryRow = z.object({
  src: storedImage,
  position: z.coerce.number().finite().optional().catch(undefined),
  remove: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).optional(),
});

/**
 * The gallery in its order: the API's list of stored paths, or the form's rows sorted by their
 * order numbers (a row without one keeps its place) with the removed ones left out.
 */
const galleryField = z
  .array(z.union([storedImage, galleryRow]))
  .optional()
  .transform((rows) => {
    if (!rows) return undefined;
    const ranked = rows.map((row, index) =>
      typeof row === "string"
        ? { src: row, rank: index, keep: true }
        : { src: row.src, rank: row.position ?? index + 1, keep: !row.remove },
    );
    const kept = ranked.filter((r) => r.keep).sort((a, b) => a.rank - b.rank);
    return [...new Set(kept.map((r) => r.src))];
  })
  .refine((images) => !images || images.length <= maxPictures, { error: "products:errors.tooManyPictures" });

/** A decimal amount with at most `decimals` places and ten whole digits (the columns are 64-bit), as typed in the page's language. */
export const decimal = (decimals: number, message: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? "0" : typedAmount(v)),
    z
      .string({ error: required })
      .trim()
      .refine((v) => v !== ambiguousAmount, { error: "validation:amountAmbiguous", abort: true })
      .regex(new RegExp(`^\\d{1,10}(\\.\\d{1,${decimals}})?$`), { error: message }),
  );

/** "My Product, 2026!" → "my-product-2026" (Vietnamese letters lose their marks). */
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/gi, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
}

/**
 * The product form (member and system catalogue alike), the specification's label set: name
 * (required), slug (derived from the name when empty), meta, description, base price in USD,
 * vnd_to_pay, ccm_to_pay, discount percentage 0-100, quantity in stock, category.
 */
export const productSchema = z
  .object({
    name: z
      .string({ error: "products:errors.nameRequired" })
      .trim()
      .min(1, { error: "products:errors.nameRequired", abort: true })
      .max(200, "validation:tooLong"),
    slug: z
      .string()
      .trim()
      .max(120, "validation:tooLong")
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$|^$/, { error: "products:errors.slugInvalid" })
      .default(""),
    // The Vietnamese texts are optional: empty is none, and English shows in their place (decision 198).
    name_vi: optionalText(200),
    meta: text(300).default(""),
    description: text(5000).default(""),
    description_vi: optionalText(5000),
    price: decimal(2, "products:errors.priceInvalid"),
    vnd_to_pay: z.preprocess(
      (v) => (typeof v === "number" && !Number.isInteger(v) ? v : v === "" || v === undefined ? "0" : typedAmount(v)),
      z
        .string()
        .trim()
        .regex(/^\d{1,13}$/, { error: "products:errors.vndInvalid" }),
    ),
    ccm_to_pay: decimal(8, "products:errors.ccmInvalid"),
    discount_percentage: z.coerce
      .number({ error: "products:errors.discountRange" })
      .int({ error: "products:errors.discountRange" })
      .min(0, { error: "products:errors.discountRange" })
      .max(100, { error: "products:errors.discountRange" })
      .default(0),
    quantity: z.coerce
      .number({ error: "products:errors.quantityInvalid" })
      .int({ error: "products:errors.quantityInvalid" })
      .min(0, { error: "products:errors.quantityInvalid" })
      .max(1_000_000, { error: "products:errors.quantityInvalid" })
      .default(0),
    category_id: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.coerce.number().int().positive().max(maxId).optional(),
    ),
    // An image this app stored (the form's file goes through the upload first; the API sends the
    // path POST /api/uploads answered).
    thumbnail: z.preprocess(
      (v) => ((typeof File !== "undefined" && v instanceof File) || v === "" ? undefined : v),
      z.string().regex(storedImagePath, { error: "products:errors.imageUnknown" }).optional(),
    ),
    images: galleryField,
    // The form says it sends its gallery (an empty one too); the API's JSON sends `images` or not.
    gallery: z.literal("1").optional(),
    // The form's new pictures (files, read by the upload before the domain runs).
    pictures: z.preprocess(() => undefined, z.undefined()).optional(),
  })
  .transform(({ gallery, pictures: _pictures, ...value }) => ({
    ...value,
    images: value.images ?? (gallery ? [] : undefined),
    slug: value.slug || slugify(value.name),
  }));

export type ProductInput = z.infer<typeof productSchema>;

export const productFilterStatuses = ["published", "inactive", "waiting", "rejected"] as const;

/** The moderation queue's views. */
export const reviewStates = ["waiting", "rejected", "decided"] as const;

/** A product list's ?q=&status=&page= (pages and API alike; unknown values are ignored). */
export function productListQuery(params: URLSearchParams) {
  const status = productFilterStatuses.find((s) => s === params.get("status"));
  return {
    q: params.get("q")?.trim().slice(0, 64) ?? "",
    status,
    page: pageOf(params),
    sort: sortOf(params, productSorts, null),
  };
}

/** The columns a product table sorts by (?sort=, lib/sort.ts); the latest change first by default. */
export const productSorts = ["name", "price", "quantity", "category", "status"] as const;

/** The moderation queue's ?state=&store=&page= (waiting unless said otherwise). */
export function reviewQuery(params: URLSearchParams) {
  const state = reviewStates.find((s) => s === params.get("state")) ?? "waiting";
  return {
    state,
    store: params.get("store")?.trim().slice(0, 64) ?? "",
    page: pageOf(params),
    sort: sortOf(params, reviewSorts, null),
  };
}

/** The columns the moderation queue sorts by (?sort=); waiting first, oldest submission first, by default. */
export const reviewSorts = ["name", "store", "price", "status"] as const;

/** Why an admin refuses a product (required). */
export const rejectionReason = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .max(500, "validation:tooLong");

/** A moderation decision: approve, or reject with a reason. */
export const moderationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve") }),
  z.object({ intent: z.literal("reject"), reason: rejectionReason }),
]);

/** The queue's "Approve selected": the ids of the ticked rows (one page of the queue at most). */
export const bulkApprovalSchema = z.object({
  ids: z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.coerce.number().int().positive().max(maxId))
      .min(1, "products:review.noneSelected")
      .max(100, "products:review.tooManySelected"),
  ),
});

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/** The system catalogue's switches (admins): shown in the store, and featured on its home. */
export const systemFlagsSchema = z.object({ published: checkbox, featured: checkbox });

/** The same switches in the API's JSON (published unless said otherwise). */
export const systemProductFlags = z.object({ published: z.boolean().default(true), featured: z.boolean().default(false) });

/** The API's switches: a product's active flag; a refusal's reason. */
export const productActiveSchema = z.object({ active: z.boolean() });
export const rejectionSchema = z.object({ reason: rejectionReason });
