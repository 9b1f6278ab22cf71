import type { User } from "~/domain/accounts";
import { requireApiUser } from "~/utils/permissions.server";

/** The signed-in member behind a Bearer header, or null for a guest (a bad token is still a 401). */
export async function optionalApiUser(request: Request): Promise<User | null> {
  return request.headers.get("Authorization") ? requireApiUser(request) : null;
}
