import { beforeAll, describe, expect, it } from "vitest";

import { createSession, findUserByAccount } from "~/domain/accounts";
import { publishedByIds } from "~/domain/catalogue";
import { placeOrder } from "~/domain/orders";
import { ensureDatabase } from "~/seed/startup.server";
import { sessionCookie } from "~/utils/auth.server";

import { guest, idempotencyKey } from "../support/fixtures";
import { call } from "../support/route-harness";

beforeAll(async () => {
  await ensureDatabase();
});

async function asUser(account: string) {
  const user = (await findUserByAccount(account))!;
  return { headers: { Cookie: await sessionCookie.serialize(await createSession(user.id, "web")) } };
}

describe("the Report page", () => {
  it("filters, totals per status and exports CSV for admins", async () => {
    const store = (await findUserByAccount("default"))!;
    const [product] = await publishedByIds(store.id, [1, 2, 3]);
    const order = await placeOrder({
      storeId: store.id,
      cart: { [product.id]: 2 },
      buyer: null,
      input: { ...guest, name: '=HYPERLINK("x")', idempotency_key: idempotencyKey() },
    });
    const admin = await asUser("admin01");

    const page = await call(`/admin/orders?q=${order.code}`, admin);
    expect(page.status).toBe(200);
    expect(page.body.list.items.map((o: { code: string }) => o.code)).toEqual([order.code]);
    expect(page.body.totals.find((t: { status: string }) => t.status === "pending").orders).toBe(1);
    // % and _ are letters to look for, not patterns: no order's code or phone holds them.
    for (const wild of ["%25", "_", `${order.code.slice(0, 3)}%25`]) {
      const none = await call(`/admin/orders?q=${wild}`, admin);
      expect(none.body.list.items).toEqual([]);
    }

    const csv = await call(`/admin/orders.csv?q=${order.code}`, admin);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toBe("code,created_at (New York),store,customer,phone,status,payment_method,total_usd,total_vnd,total_cct");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${order.code}"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`,${String(order.totalVnd)},`);
  });

  it("sends a member elsewhere", async () => {
    const member = await asUser("member01");
    const res = await call("/admin/orders", member).catch((e: unknown) => e as Response);
    expect((res as Response).status).toBe(302);
  });
});
