import { z } from "zod";

import { dayRange, pageOf } from "../params";
import { sortOf } from "../sort";
import { idFormField } from "./ids";
import { adjustmentSchema, idempotencyKeyField, reasonField } from "./wallet";

const required = "validation:required";

export const userRoles = ["admin", "mod", "staff", "member"] as const;
/** The columns /admin/users sorts by (?sort=, lib/sort.ts); the old values newest / oldest still work. */
export const userSorts = ["name", "account", "email", "balance", "created"] as const;
export type UserSort = (typeof userSorts)[number];
const userSortAliases = { newest: "-created", oldest: "created" };
const yesNo = ["yes", "no"] as const;

/** /admin/users and its CSV and API: ?q=&role=&activated=&locked=&from=&to=&sort=&page= (unknown values ignored). */
export function userListQuery(params: URLSearchParams) {
  const q = params.get("q")?.trim().slice(0, 64) ?? "";
  return {
    q,
    role: userRoles.find((r) => r === params.get("role")),
    activated: yesNo.find((v) => v === params.get("activated")),
    locked: yesNo.find((v) => v === params.get("locked")),
    ...dayRange(params),
    // A search without a chosen order lists its best matches first (decision 190).
    sort: sortOf(params, userSorts, q ? null : { key: "created", desc: true }, { aliases: userSortAliases }),
    page: pageOf(params),
  };
}
export type UserListQuery = ReturnType<typeof userListQuery>;

/** A form checkbox ("on") or a JSON boolean. */
const flag = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/** The roles an admin gives a user (unticked boxes are absent from a form: false). */
export const rolesSchema = z.object({ is_admin: flag, is_mod: flag, is_staff: flag });
export type RolesInput = z.infer<typeof rolesSchema>;

/** Why the back office locks an account (required, shown to other admins and in the audit log). */
export const lockSchema = z.object({
  reason: z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(500, "validation:tooLong"),
});

/** A user's back-office page: an adjustment, a second admin's decision on one, an account change (intents). */
export const adjustmentFormSchema = adjustmentSchema.extend({ idempotencyKey: idempotencyKeyField });
export const adjustmentDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm-adjustment"), id: idFormField }),
  z.object({ intent: z.literal("reject-adjustment"), id: idFormField, reason: reasonField }),
]);
export const accountActionSchema = z.discriminatedUnion("intent", [
  rolesSchema.extend({ intent: z.literal("roles") }),
  lockSchema.extend({ intent: z.literal("lock") }),
  z.object({ intent: z.literal("unlock") }),
  z.object({ intent: z.literal("resend-activation") }),
]);
export const accountIntents = ["roles", "lock", "unlock", "resend-activation"];

/** A pending change of the money controls: confirmed by a second admin, or rejected / withdrawn. */
export const controlDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm-control"), id: idFormField }),
  z.object({ intent: z.literal("reject-control"), id: idFormField }),
]);
