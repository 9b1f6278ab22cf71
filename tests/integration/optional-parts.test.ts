import { and, eq, isNotNull } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, demo } from "../support/fixtures";
import { call, form } from "../support/route-harness";

/**
 * Parts a page can do without (specification §8, decision 212): a failed notification read is only
 * logged, a failed category read on an admin page is ignored. The reads are made to fail here.
 */
const failing = vi.hoisted(() => ({ notifications: false, categories: false }));

vi.mock("~/domain/accounts", async (original) => {
  const real = await original<typeof import("~/domain/accounts")>();
  return {
    ...real,
    markAllRead: (userId: number) =>
      failing.notifications ? Promise.reject(new Error("notifications unavailable")) : real.markAllRead(userId),
  };
});
vi.mock("~/domain/catalogue", async (original) => {
  const real = await original<typeof import("~/domain/catalogue")>();
  return {
    ...real,
    listCategories: () => (failing.categories ? Promise.reject(new Error("categories unavailable")) : real.listCategories()),
  };
});

const errors = vi.spyOn(console, "error");
const logged = (part: string) =>
  errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes(`"part":"${part}"`));

beforeAll(async () => {
  await ensureDatabase();
});

afterEach(() => {
  failing.notifications = false;
  failing.categories = false;
  errors.mockClear();
});

describe("a part that cannot be read", () => {
  it("marking the notifications read fails: logged, and the bell's post is answered all the same", async () => {
    const member = await createMember("bellfail");
    const cookie = await cookieFor(member.user.account);
    failing.notifications = true;
    const res = await call("/notifications", form(cookie, {}));
    expect([res.status, res.body]).toEqual([200, { marked: 0 }]);
    expect(logged("mark notifications read")).toHaveLength(1);
    expect(logged("mark notifications read")[0]).toContain("notifications unavailable");
  });

  it("the categories fail on an admin product form: logged and ignored; an existing product keeps its own", async () => {
    const admin = await cookieFor(demo.admin.account);
    failing.categories = true;
    const blank = await call("/admin/products/new", { headers: admin });
    expect([blank.status, blank.body.categories]).toEqual([200, []]);

    const system = (await findUserByAccount("default"))!;
    const [withCategory] = await db
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.storeId, system.id), isNotNull(products.categoryId)))
      .limit(1);
    const page = await call(`/admin/products/${withCategory.id}`, { headers: admin });
    expect(page.status).toBe(200);
    expect(page.body.categories).toEqual([{ id: withCategory.categoryId, name: expect.any(String) }]);
    expect(logged("categories")).toHaveLength(2);
  });
});
