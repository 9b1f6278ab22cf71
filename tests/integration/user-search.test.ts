import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember } from "../support/fixtures";
import { call } from "../support/route-harness";

/**
 * The back office's user search understands Vietnamese typing (decision 190): names without
 * accents or "đ", a typo forgiven, the whole name before a similar one. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

let admin: Record<string, string>;
const named: Record<string, { account: string; email: string }> = {};

beforeAll(async () => {
  await ensureDatabase();
  admin = await cookieFor("admin01");
  for (const name of ["Đặng Thị Hồng Đào", "Đào Văn Lộc", "Nguyễn Đạo Minh", "Trần Thu Hà"]) {
    const { user } = await createMember("vn");
    await db.update(users).set({ name }).where(eq(users.id, user.id));
    named[name] = { account: user.account, email: user.email };
  }
});

async function found(lng: "" | "/vi", term: string): Promise<string[]> {
  const res = await call(`${lng}/admin/users?q=${encodeURIComponent(term)}`, { headers: admin });
  expect(res.status).toBe(200);
  return res.body.users.map((u: { name: string }) => u.name);
}

describe.each(["", "/vi"] as const)("/admin/users%s", (lng) => {
  it("finds a name typed without accents or đ, as with them", async () => {
    const withAccents = await found(lng, "Đào");
    expect(withAccents).toEqual(expect.arrayContaining(["Đặng Thị Hồng Đào", "Đào Văn Lộc"]));
    expect(await found(lng, "dao")).toEqual(expect.arrayContaining(withAccents));
    expect(await found(lng, "DANG THI HONG DAO")).toEqual(["Đặng Thị Hồng Đào"]);
    expect(await found(lng, "tran thu ha")).toEqual(["Trần Thu Hà"]);
  });

  it("forgives a typo, and lists the whole name first", async () => {
    // A letter too many in a longer word (trigrams forgive little in a three-letter syllable).
    expect(await found(lng, "nguyenn dao minh")).toEqual(["Nguyễn Đạo Minh"]);
    const list = await found(lng, "Dao Van Loc");
    expect(list[0]).toBe("Đào Văn Lộc");
  });

  it("finds by account and e-mail address", async () => {
    const { account, email } = named["Nguyễn Đạo Minh"];
    // Accounts made in the same second look alike (and may be found too): the exact one comes first.
    expect((await found(lng, account))[0]).toBe("Nguyễn Đạo Minh");
    expect((await found(lng, email.toUpperCase()))[0]).toBe("Nguyễn Đạo Minh");
  });
});
