import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { auditLog, products, users, type User } from "~/db/schema";
import { approveProducts } from "~/domain/catalogue";
import { ensureDatabase } from "~/seed/startup.server";

import { asClient, cookieFor, createMember, demo } from "../support/fixtures";
import { call } from "../support/route-harness";

/*
 * "Approve selected" on /admin/user-products (decision 215): each product decided once, in its own
 * locked transaction, whoever else approves the same ones at the same time; the rest skipped and reported.
 */

let admin: User;

beforeAll(async () => {
  await ensureDatabase();
  [admin] = await db.select().from(users).where(eq(users.account, demo.admin.account));
});

/** A second admin deciding at the same time. */
async function anotherAdmin(): Promise<User> {
  const [other] = await db
    .insert(users)
    .values({
      name: "Other Admin",
      email: `bulk-${randomUUID()}@mail.test`,
      account: `blk${randomUUID().slice(0, 8)}`,
      passwordHash: "x",
      isAdmin: true,
      emailVerifiedAt: new Date(),
    })
    .returning();
  return other;
}

/** A member's new product waiting for its first approval. */
async function waitingProduct(storeId: number, name = `Basket ${randomUUID().slice(0, 8)}`) {
  const [row] = await db
    .insert(products)
    .values({ storeId, name, slug: randomUUID(), price: 100n, vndToPay: 25_000n, ccmToPay: 10n ** 8n, submittedAt: new Date() })
    .returning();
  return row;
}

const approvals = async (ids: number[]) =>
  db
    .select({ id: auditLog.targetId })
    .from(auditLog)
    .where(and(eq(auditLog.action, "product.approved"), inArray(auditLog.targetId, ids.map(String))));

describe("approving several products at once", () => {
  it("decides each product once when two admins approve the same ones together, and skips them the second time", async () => {
    const { user: seller } = await createMember("bulkseller");
    const [a, b, c] = [await waitingProduct(seller.id), await waitingProduct(seller.id), await waitingProduct(seller.id)];
    const other = await anotherAdmin();

    const [mine, theirs] = await asClient(() =>
      Promise.all([approveProducts(admin, [a.id, b.id]), approveProducts(other, [b.id, c.id, a.id])]),
    );
    // Every product approved by exactly one of them; the other was told it was already decided.
    const approved = [...mine.approved, ...theirs.approved].map((p) => p.id).sort();
    expect(approved).toEqual([a.id, b.id, c.id].sort());
    expect([...mine.skipped, ...theirs.skipped].map((s) => s.reason)).toEqual([
      "products:errors.alreadyDecided",
      "products:errors.alreadyDecided",
    ]);
    expect(await approvals([a.id, b.id, c.id])).toHaveLength(3);
    const rows = await db
      .select()
      .from(products)
      .where(inArray(products.id, [a.id, b.id, c.id]));
    expect(rows.map((r) => r.status)).toEqual(["published", "published", "published"]);

    // The same ids again (a form posted twice): nothing changes, each is reported by name.
    const again = await asClient(() => approveProducts(admin, [a.id, b.id, a.id]));
    expect(again.approved).toEqual([]);
    expect(again.skipped).toEqual([
      { id: a.id, name: a.name, reason: "products:errors.alreadyDecided" },
      { id: b.id, name: b.name, reason: "products:errors.alreadyDecided" },
    ]);
    expect(await approvals([a.id, b.id, c.id])).toHaveLength(3);
  });

  it("applies a waiting change like a single approval, and reports an unknown id without stopping", async () => {
    const { user: seller } = await createMember("bulkseller");
    const live = await waitingProduct(seller.id, "Old name");
    await db
      .update(products)
      .set({
        status: "published",
        revisionState: "waiting",
        revision: {
          name: "New name",
          slug: live.slug,
          meta: "",
          description: "",
          price: "2.00",
          vndToPay: "50000",
          ccmToPay: "1",
          discountPercentage: 0,
          categoryId: null,
          thumbnail: null,
        },
      })
      .where(eq(products.id, live.id));
    const result = await asClient(() => approveProducts(admin, [999_999_999, live.id]));
    expect(result.approved).toEqual([{ id: live.id, name: "New name" }]);
    expect(result.skipped).toEqual([{ id: 999_999_999, name: null, reason: "products:errors.notFound" }]);
    const [row] = await db.select().from(products).where(eq(products.id, live.id));
    expect([row.name, row.price, row.revision, row.revisionState]).toEqual(["New name", 200n, null, null]);
  });

  it("is the queue's form: admins only, ticked ids, a report of what was done", async () => {
    const { user: seller } = await createMember("bulkseller");
    const [a, b] = [await waitingProduct(seller.id), await waitingProduct(seller.id)];
    const post = (cookie: Record<string, string>, body: string) =>
      call("/admin/user-products", {
        method: "POST",
        headers: { ...cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
    const adminCookie = await cookieFor(demo.admin.account);

    const none = await post(adminCookie, "");
    expect([none.status, none.body.error]).toEqual([400, { ids: ["products:review.noneSelected"] }]);
    // A member is sent away by the admin layout before anything is decided.
    expect((await post(await cookieFor(seller.account), `ids=${a.id}`)).status).not.toBe(200);
    expect((await db.select().from(products).where(eq(products.id, a.id)))[0].status).toBe("waiting");

    const first = await post(adminCookie, `ids=${a.id}&ids=${b.id}`);
    expect([first.status, first.body.bulk.approved.length, first.body.bulk.skipped]).toEqual([200, 2, []]);
    const second = await post(adminCookie, `ids=${a.id}&ids=${b.id}`);
    expect([second.body.bulk.approved, second.body.bulk.skipped.length]).toEqual([[], 2]);
  });
});
