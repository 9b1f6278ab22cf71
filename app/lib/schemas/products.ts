import { z } from "zod";

import { ambiguousAmount, typedAmount } from "../amount-input";
import { storedImagePath } from "../images";
import { maxId, pageOf } from "../params";
import { sameAmount } from "../product-prices";
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
 * A meta description made from the product's description (its first line, at most 160 characters,
 * cut at a word), or its name when it has none (decision 224).
 */
export function metaFrom(description: string, name: string): string {
  const line = description
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, " ").trim())
    .find((l) => l !== "");
  if (!line) return name.trim().slice(0, 300);
  if (line.length <= 160) return line;
  const cut = line.slice(0, 159);
  const space = cut.lastIndexOf(" ");
  return `${(space > 80 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An amount left empty (or absent from the API's JSON) is null: the catalogue derives it from the price. */
const derivedWhenEmpty = <T extends z.ZodType<string>>(amount: T) =>
  z.preprocess((v) => (v === "" || v === undefined || v === null ? undefined : v), amount.optional()).transform((v) => v ?? null);

/**
 * The fields the form fills from others until the member edits them (decision 224) come with
 * `<field>_derived`, the value the form showed as derived: posted back unchanged it is derived
 * again here or in the catalogue (from the name, the description or the price as they are now),
 * which is how a form without JavaScript follows a changed price or name. The API sends none.
 */
const shownAsDerived = z.string().optional();

/** The typed amount still is the one the form showed as derived. */
function unedited(value: string | null, shown: string | undefined, decimals: number): boolean {
  if (value === null || shown === undefined || shown.trim() === "") return false;
  const read = typedAmount(shown);
  return typeof read === "string" && sameAmount(value, read, decimals);
}

/**
 * The product form (member and system catalogue alike), the specification's label set: name
 * (required), slug (derived from the name when empty), meta (derived from the description),
 * description, base price in USD, vnd_to_pay and ccm_to_pay (null when empty: derived from the
 * price at the current rates by the catalogue), discount percentage 0-100, quantity in stock, category.
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
    vnd_to_pay: derivedWhenEmpty(
      z.preprocess(
        (v) => (typeof v === "number" && !Number.isInteger(v) ? v : typedAmount(v)),
        z
          .string({ error: "products:errors.vndInvalid" })
          .trim()
          .regex(/^\d{1,13}$/, { error: "products:errors.vndInvalid" }),
      ),
    ),
    ccm_to_pay: derivedWhenEmpty(decimal(8, "products:errors.ccmInvalid")),
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
    slug_derived: shownAsDerived,
    meta_derived: shownAsDerived,
    vnd_to_pay_derived: shownAsDerived,
    ccm_to_pay_derived: shownAsDerived,
  })
  .transform(({ gallery, pictures: _pictures, slug_derived, meta_derived, vnd_to_pay_derived, ccm_to_pay_derived, ...value }) => {
    const slug = value.slug !== "" && value.slug !== slug_derived?.trim() ? value.slug : slugify(value.name);
    const meta = value.meta !== "" && value.meta !== meta_derived?.trim() ? value.meta : metaFrom(value.description, value.name);
    return {
      ...value,
      images: value.images ?? (gallery ? [] : undefined),
      slug,
      meta,
      vnd_to_pay: unedited(value.vnd_to_pay, vnd_to_pay_derived, 0) ? null : value.vnd_to_pay,
      ccm_to_pay: unedited(value.ccm_to_pay, ccm_to_pay_derived, 8) ? null : value.ccm_to_pay,
    };
  });

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
