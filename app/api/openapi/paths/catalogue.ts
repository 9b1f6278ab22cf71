import { z } from "zod";

import { categoriesSchema } from "~/lib/schemas/categories";
import {
  productActiveSchema,
  productFilterStatuses,
  productSchema,
  rejectionSchema,
  reviewStates,
  systemProductFlags,
} from "~/lib/schemas/products";
import { restockSchema } from "~/lib/schemas/restock";

import type { Paths } from "../operation";
import {
  categoryRow,
  ownProduct,
  product,
  restockProduct,
  reviewedProduct,
  savedProduct,
  savedSystemProduct,
  systemProduct,
  upload,
} from "../responses/catalogue";
import { restocked } from "../responses/orders";
import { boundedPageMeta, oneOf, paged, pageMeta, pageParam, searchParam } from "../shared";

const account = { account: { schema: z.string(), description: "The store's account (`default`: the system store)." } };
const ownList = { status: oneOf(productFilterStatuses), q: searchParam, page: pageParam };
const passwordLimit = "Too many wrong passwords or codes: spending is refused for some minutes.";

export const cataloguePaths: Paths = {
  "/api/admin/categories": {
    get: { summary: "The categories (public: the stores read them)", access: "public", ok: { 200: z.array(categoryRow) } },
  },
  "/api/admin/categories/save": {
    post: {
      summary: "Save the whole list of categories",
      access: "admin",
      body: categoriesSchema,
      ok: { 200: z.array(categoryRow) },
    },
  },
  "/api/store/{account}/products": {
    get: {
      summary: "A store's published products",
      access: "public",
      path: account,
      query: {
        category: { schema: z.int().min(1), description: "A category id." },
        sort: oneOf(["relevance", "newest", "price_asc", "price_desc"]),
        q: searchParam,
        page: pageParam,
      },
      ok: { 200: paged(product) },
      errors: { 404: "No such store, or the store is closed." },
    },
  },
  "/api/store/{account}/products/{id}": {
    get: {
      summary: "One published product of a store",
      access: "public",
      path: account,
      ok: { 200: product },
      errors: { 404: "No such store or product." },
    },
  },
  "/api/products": {
    get: { summary: "The member's own products", access: "user", query: ownList, ok: { 200: paged(ownProduct) } },
    post: {
      summary: "Add a product to the member's store; it waits for an admin",
      access: "user",
      body: productSchema,
      ok: { 201: savedProduct },
    },
  },
  "/api/products/{id}": {
    get: {
      summary: "One of the member's products",
      access: "user",
      ok: { 200: ownProduct },
      errors: { 404: "Not the member's." },
    },
    patch: {
      summary: "Change a product; a change of anything but the stock waits for an admin",
      access: "user",
      body: productSchema,
      ok: { 200: savedProduct },
      errors: { 404: "Not the member's.", 409: "The product changed meanwhile, or may not change now." },
    },
  },
  "/api/products/{id}/status": {
    post: {
      summary: "Publish or take down an approved product",
      access: "user",
      body: productActiveSchema,
      ok: { 200: ownProduct },
      errors: { 404: "Not the member's.", 409: "Not approved yet." },
    },
  },
  "/api/admin/products": {
    get: { summary: "The system store's catalogue", access: "admin", query: ownList, ok: { 200: paged(ownProduct) } },
    post: {
      summary: "Add a system product, live at once",
      access: "admin",
      body: z.intersection(productSchema, systemProductFlags),
      ok: { 201: savedSystemProduct },
    },
  },
  "/api/admin/products/{id}": {
    get: { summary: "One system product", access: "admin", ok: { 200: systemProduct }, errors: { 404: "Not a system product." } },
    patch: {
      summary: "Change a system product",
      access: "admin",
      body: z.intersection(productSchema, systemProductFlags),
      ok: { 200: savedSystemProduct },
      errors: { 404: "Not a system product." },
    },
  },
  "/api/admin/user-products": {
    get: {
      summary: "Members' products to moderate",
      access: "admin",
      query: { state: oneOf(reviewStates), store: { schema: z.string(), description: "A store's account." }, page: pageParam },
      // Counted to a bound and estimated past it (decision 265); paged by number only (no cursor).
      ok: {
        200: paged(reviewedProduct).extend({ meta: pageMeta.extend({ total_estimated: boundedPageMeta.shape.total_estimated }) }),
      },
    },
  },
  "/api/admin/user-products/{id}": {
    get: {
      summary: "One member's product under review",
      access: "admin",
      ok: { 200: reviewedProduct },
      errors: { 404: "No such product." },
    },
  },
  "/api/admin/user-products/{id}/approve": {
    post: {
      summary: "Approve a product (or its revision)",
      access: "admin",
      ok: { 200: reviewedProduct },
      errors: { 404: "No such product.", 409: "Already decided." },
    },
  },
  "/api/admin/user-products/{id}/reject": {
    post: {
      summary: "Reject a product (or its revision), saying why",
      access: "admin",
      body: rejectionSchema,
      ok: { 200: reviewedProduct },
      errors: { 404: "No such product.", 409: "Already decided." },
    },
  },
  "/api/uploads": {
    post: {
      summary: "Upload an image (png or jpeg by content, 5 MB, 48 megapixels at most)",
      description: "Send `url` as a product's `thumbnail` or among its `images`.",
      access: "user",
      upload: true,
      rateLimited: "More than 60 uploads by the member in 10 minutes.",
      ok: { 201: upload },
      errors: { 422: "Not a png or jpeg, too large, or too many pixels." },
    },
  },
  "/api/buy-products": {
    get: {
      summary: "The system catalogue a member may restock from, with what they hold",
      access: "user",
      query: { q: searchParam, page: pageParam },
      ok: { 200: paged(restockProduct) },
    },
    post: {
      summary: "Restock: buy system products into the member's store, paid in CCT",
      access: "user",
      body: restockSchema,
      idempotency: "required",
      rateLimited: passwordLimit,
      ok: { 201: restocked },
      errors: { 409: "Not enough CCT, or not enough stock." },
    },
  },
};
