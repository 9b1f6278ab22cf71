import { RouterContextProvider } from "react-router";

import { i18nextMiddleware } from "~/utils/i18n.server";

import { freshIp } from "./helpers";

type Handler = (args: never) => unknown;

/** Loader data as plain JSON (bigints as strings, dates as ISO strings). */
function plain(value: unknown) {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v)));
}

/** Like call-route's `call`, with route params: status and JSON body of a loader or action. */
export async function callWith(
  handler: Handler,
  path: string,
  params: Record<string, string>,
  init: RequestInit & { ip?: string } = {},
) {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", init.ip ?? freshIp());
  const request = new Request(`http://app.test${path}`, { ...init, headers });
  const context = new RouterContextProvider();
  let result: unknown;
  await (i18nextMiddleware as unknown as (a: unknown, next: () => Promise<Response>) => Promise<unknown>)(
    { request, context, params },
    async () => {
      result = await handler({ request, context, params } as never);
      return new Response(null);
    },
  );
  if (result instanceof Response) {
    const text = await result.text();
    const body = text && result.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : text;
    return { status: result.status, body, headers: result.headers };
  }
  const withInit = result as { type?: string; data: unknown; init?: ResponseInit | null };
  if (withInit && withInit.type === "DataWithResponseInit") {
    return { status: withInit.init?.status ?? 200, body: plain(withInit.data), headers: new Headers(withInit.init?.headers) };
  }
  return { status: 200, body: plain(result), headers: new Headers() };
}

let keys = 0;
export function idempotencyKey(): string {
  keys += 1;
  return `test-key-${process.pid}-${Date.now()}-${keys}-abcdef`;
}

export const guest = {
  name: "Le Van Khach",
  phone: "0912345678",
  email: "khach@mail.test",
  address: "1 Le Loi, Ha Noi",
  receiving_area: "MB" as const,
  payment_method: "bank_vnd" as const,
};

/** A store (by account), its published products in id order, and the one at `offset`. */
export async function storeProduct(account: string, offset = 0) {
  const [{ and, eq }, { db }, { products }, { findUserByAccount }] = await Promise.all([
    import("drizzle-orm"),
    import("~/db/client.server"),
    import("~/db/schema"),
    import("~/domain/users.server"),
  ]);
  const store = (await findUserByAccount(account))!;
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, store.id), eq(products.status, "published")))
    .orderBy(products.id);
  return { store, product: rows[offset], rows };
}
