import { z } from "zod";

import type { User } from "~/domain/accounts";
import { idNumber } from "~/lib/schemas/ids";
import { requireApiUser } from "~/utils/permissions.server";

/** The signed-in member behind a Bearer header, or null for a guest (a bad token is still a 401). */
export async function optionalApiUser(request: Request): Promise<User | null> {
  return request.headers.get("Authorization") ? requireApiUser(request) : null;
}

/** The API's cart operations: {op: add|set|remove|clear, product_id, quantity}. */
export const apiCartOpSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("add"), product_id: idNumber, quantity: z.number().int().min(-9999).max(9999).default(1) }),
  z.object({ op: z.literal("set"), product_id: idNumber, quantity: z.number().int().min(-9999).max(9999) }),
  z.object({ op: z.literal("remove"), product_id: idNumber }),
  z.object({ op: z.literal("clear") }),
]);
