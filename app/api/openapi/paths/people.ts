import { z } from "zod";

import { packagePurchaseStatuses } from "~/lib/packages";
import { buyPackageJsonSchema, packageJsonSchema, refundJsonSchema } from "~/lib/schemas/packages";
import { lockSchema, rolesSchema, userRoles, userSorts } from "~/lib/schemas/user-admin";

import type { Paths } from "../operation";
import { adminUser, adminUserRow, auditChain, auditEntry } from "../responses/admin";
import { adminPackage, adminPurchase, packageView, purchase, referrals } from "../responses/packages";
import { boundedPaged, cursorParam, dateParam, listOf, oneOf, paged, pageParam, searchParam } from "../shared";

/* Packages and referrals, and the back office's users and audit log. */

const backOfficeUser = (summary: string, body?: z.ZodType) => ({
  post: {
    summary,
    access: "backOffice" as const,
    ...(body ? { body } : {}),
    ok: { 200: adminUser },
    errors: {
      403: "A moderator acting on staff or an admin, or on roles.",
      404: "No such user.",
      409: "Not possible in the user's state.",
    },
  },
});

export const peoplePaths: Paths = {
  "/api/packages": {
    get: { summary: "The packages on sale, in display order", access: "user", ok: { 200: listOf(packageView) } },
  },
  "/api/packages/purchases": {
    get: {
      summary: "The member's purchases, newest first",
      access: "user",
      query: { page: pageParam },
      ok: { 200: paged(purchase) },
    },
  },
  "/api/packages/purchases/{id}": {
    get: {
      summary: "One of the member's purchases",
      access: "user",
      ok: { 200: purchase },
      errors: { 404: "Not the member's." },
    },
  },
  "/api/packages/{id}/buy": {
    post: {
      summary: "Buy a package with CCT; the referrer gets the commission",
      access: "user",
      body: buyPackageJsonSchema,
      idempotency: "required",
      rateLimited: "Too many wrong passwords or codes: spending is refused for some minutes.",
      ok: { 201: purchase },
      errors: { 404: "No such package on sale.", 409: "Not enough CCT, or the key was used for another request." },
    },
  },
  "/api/admin/packages": {
    get: { summary: "Every package, with its purchases not refunded", access: "admin", ok: { 200: listOf(adminPackage) } },
    post: { summary: "Add a package", access: "admin", body: packageJsonSchema, ok: { 201: packageView } },
  },
  "/api/admin/packages/{id}": {
    get: { summary: "One package", access: "admin", ok: { 200: packageView }, errors: { 404: "No such package." } },
    patch: {
      summary: "Change a package; past purchases keep their snapshot",
      access: "admin",
      body: packageJsonSchema,
      ok: { 200: packageView },
      errors: { 404: "No such package." },
    },
  },
  "/api/admin/packages/purchases": {
    get: {
      summary: "Every purchase, newest first",
      access: "admin",
      query: {
        package_id: { schema: z.int().min(1), description: "A package id." },
        status: oneOf(packagePurchaseStatuses),
        q: searchParam,
        page: pageParam,
      },
      ok: { 200: paged(adminPurchase) },
    },
  },
  "/api/admin/packages/purchases/{id}/refund": {
    post: {
      summary:
        "Refund a purchase, taking back the commission (at most once); a second admin confirms it when the referrer cannot give it all back",
      access: "admin",
      body: refundJsonSchema,
      idempotency: "required",
      ok: { 200: adminPurchase, 202: adminPurchase },
      errors: {
        403: "The buyer or the referrer of the purchase.",
        404: "No such purchase.",
        409: "Refunded already, a refund of it waits for a second admin, or this request was rejected.",
      },
    },
  },
  "/api/admin/packages/purchases/{id}/refund/confirm": {
    post: {
      summary: "Confirm, as the second admin, a refund waiting for one: it is made, the referrer's balance read again",
      access: "admin",
      ok: { 200: adminPurchase },
      errors: {
        403: "The buyer or the referrer, or an admin whose role is newer than the request or than a day.",
        404: "No such purchase, or no refund of it waits.",
        409: "Refunded already, or you asked for this refund: another admin confirms it.",
      },
    },
  },
  "/api/admin/packages/purchases/{id}/refund/reject": {
    post: {
      summary: "Reject a refund waiting for a second admin, saying why; the purchase stays as it was",
      access: "admin",
      body: refundJsonSchema,
      ok: { 200: adminPurchase },
      errors: { 404: "No such purchase, or no refund of it waits.", 409: "Decided already." },
    },
  },
  "/api/refs": {
    get: {
      summary: "The member's referral link, totals and invitees (20 a page)",
      access: "user",
      query: { q: searchParam, page: pageParam },
      ok: { 200: referrals },
    },
  },
  "/api/admin/users": {
    get: {
      summary: "Users, filtered and sorted",
      access: "backOffice",
      query: {
        q: searchParam,
        role: oneOf(userRoles),
        activated: oneOf(["yes", "no"]),
        locked: oneOf(["yes", "no"]),
        from: dateParam("Joined from"),
        to: dateParam("Joined to"),
        sort: oneOf(userSorts),
        page: pageParam,
      },
      ok: { 200: paged(adminUserRow) },
    },
  },
  "/api/admin/users/{id}": {
    get: {
      summary: "A user, their wallet and activity counts",
      access: "backOffice",
      ok: { 200: adminUser },
      errors: { 404: "No such user." },
    },
  },
  "/api/admin/users/{id}/roles": backOfficeUser("Set a user's roles (admins; granting admin needs a second admin)", rolesSchema),
  "/api/admin/users/{id}/lock": backOfficeUser("Lock a user out, saying why", lockSchema),
  "/api/admin/users/{id}/unlock": backOfficeUser("Unlock a user"),
  "/api/admin/users/{id}/resend-activation": backOfficeUser("Send the activation mail again"),
  "/api/admin/audit": {
    get: {
      summary: "The audit log, newest first",
      access: "admin",
      query: {
        action: { schema: z.string(), description: "An action." },
        actor: { schema: z.string(), description: "An actor's account." },
        target_type: { schema: z.string(), description: "A target type." },
        target_id: { schema: z.string(), description: "A target id." },
        from: dateParam("From"),
        to: dateParam("To"),
        page: pageParam,
        cursor: cursorParam,
      },
      ok: { 200: boundedPaged(auditEntry).extend({ chain: auditChain }) },
      errors: { 400: "The cursor is not one this list gave." },
    },
  },
  "/api/admin/audit/chain-check": {
    post: {
      summary: "Check the audit hash chain now",
      description:
        "Queues a whole walk of the hash chain in the background (unless one already waits) and checks the entries written since the last one afresh; `chain` is the state after, as GET /api/admin/audit gives it. The page's “Check now”.",
      access: "admin",
      ok: { 202: z.object({ chain: auditChain }) },
    },
  },
};
