import { z } from "zod";

import { dayRange, pageOf } from "../params";
import { sortOf } from "../sort";

const required = "validation:required";

export const userRoles = ["admin", "mod", "staff", "member"] as const;
/** The columns /admin/users sorts by (?sort=, lib/sort.ts); the old values newest / oldest still work. */
export const userSorts = ["name", "account", "email", "balance", "created"] as const;
export type UserSort = (typeof userSorts)[number];
const userSortAliases = { newest: "-created", oldest: "created" };
const yesNo = ["yes", "no"] as const;

/** /admin/users and its CSV and API: ?q=&role=&activated=&locked=&from=&to=&sort=&page= (unknown values ignored). */
export function userListQuery(params: URLSearchParams) {
  return {
    q: params.get("q")?.trim().slice(0, 64) ?? "",
    role: userRoles.find((r) => r === params.get("role")),
    activated: yesNo.find((v) => v === params.get("activated")),
    locked: yesNo.find((v) => v === params.get("locked")),
    ...dayRange(params),
    sort: sortOf(params, userSorts, { key: "created", desc: true }, { aliases: userSortAliases }),
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
