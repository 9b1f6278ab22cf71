import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { memberBalance } from "~/domain/ledger";
import { listMyDeposits, requestDeposit } from "~/domain/wallet";
import { cartCountFromCookie } from "~/lib/cart-count";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember } from "../support/fixtures";
import { call, form } from "../support/route-harness";

let admin: Record<string, string>;

beforeAll(async () => {
  await ensureDatabase();
  admin = await cookieFor("admin01");
});

describe("the confirmation step (decision 138)", () => {
  it("a deposit decision sent with confirm=ask only answers its values back; the second post acts", async () => {
    const { user: member } = await createMember("confirmstep");
    const { deposit } = await requestDeposit(
      member,
      { coin: "USDT", amount: "40", txHash: randomBytes(20).toString("hex") },
      randomUUID(),
    );
    const fields = { intent: "approve", id: String(deposit.id) };
    const asked = await call(
      "/admin/deposite-ccm?status=pending",
      form(admin, { ...fields, confirm: "ask", confirmForm: `approve-${deposit.id}` }),
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      confirmation: {
        form: `approve-${deposit.id}`,
        values: [
          ["intent", "approve"],
          ["id", String(deposit.id)],
        ],
      },
    });
    expect((await listMyDeposits(member.id))[0].status).toBe("pending");
    expect((await memberBalance(member.id)).balance).toBe(0n);

    const done = await call("/admin/deposite-ccm?status=pending", form(admin, fields));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/deposite-ccm?status=pending");
    expect((await listMyDeposits(member.id))[0].status).toBe("confirmed");
    expect((await memberBalance(member.id)).balance).toBe(4_000_000_000n);
  });

  it("an invalid form is refused before any confirmation; a password never comes back", async () => {
    const refused = await call("/admin/deposite-ccm", form(admin, { intent: "reject", id: "1", confirm: "ask" }));
    expect(refused.status).toBe(400);
    const member = (await findUserByAccount("member02"))!;
    const asked = await call(
      `/admin/users/${member.id}`,
      form(admin, { intent: "lock", reason: "Spam", password: "secret", confirm: "ask", confirmForm: "lock" }),
    );
    expect(asked.status).toBe(200);
    expect(asked.body.confirmation.values).toEqual([
      ["intent", "lock"],
      ["reason", "Spam"],
    ]);
    expect((await findUserByAccount("member02"))!.lockedAt).toBeNull();
  });
});

describe("adding to the cart (decision 137)", () => {
  async function add(body: Record<string, string>, cookie = "") {
    const res = await call("/store/member01/cart", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ intent: "add", redirectTo: "/store/member01", ...body }),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("cart_member01="));
    return { res, cookie: setCookie ? setCookie.split(";")[0] : cookie };
  }

  it("the same add sent twice (a double click) adds once; the next add from the new page adds", async () => {
    const store = (await findUserByAccount("member01"))!;
    const [a] = await db
      .select()
      .from(products)
      .where(and(eq(products.storeId, store.id), eq(products.status, "published"), ne(products.quantity, 0)))
      .orderBy(products.id)
      .limit(1);
    let step = await add({ productId: String(a.id), quantity: "1", seen: "0" });
    expect(step.res.status).toBe(302);
    step = await add({ productId: String(a.id), quantity: "1", seen: "0" }, step.cookie);
    expect(step.res.status).toBe(302);
    expect(cartCountFromCookie(step.cookie, "member01")).toBe(1);
    step = await add({ productId: String(a.id), quantity: "1", seen: "1" }, step.cookie);
    expect(cartCountFromCookie(step.cookie, "member01")).toBe(2);
    // Without what the page showed (an older page, another client): a plain add.
    step = await add({ productId: String(a.id), quantity: "1" }, step.cookie);
    expect(cartCountFromCookie(step.cookie, "member01")).toBe(3);
  });

  it("a quantity lowered to the stock is told once: the cart page's notice, no toast", async () => {
    const store = (await findUserByAccount("member01"))!;
    const [b] = await db
      .select()
      .from(products)
      .where(and(eq(products.storeId, store.id), eq(products.status, "published"), ne(products.quantity, 0)))
      .orderBy(products.id)
      .limit(1);
    const step = await add({ productId: String(b.id), quantity: String(b.quantity + 3) });
    expect(step.res.headers.get("Location")).toBe(`/store/member01/cart?capped=${b.id}`);
    expect(step.res.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(false);
    const page = await call(`/store/member01/cart?capped=${b.id}`, { headers: { Cookie: step.cookie } });
    expect(page.body.notices).toEqual([{ key: "store:cart.capped", params: { name: b.name, stock: b.quantity } }]);
  });
});
