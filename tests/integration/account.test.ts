import { beforeAll, describe, expect, it } from "vitest";

import { createSession, findUserByAccount, notify } from "~/domain/accounts";
import { listCategories } from "~/domain/catalogue";
import { ensureDatabase } from "~/seed/startup.server";

import { createMember } from "../support/fixtures";
import { bearer, call, json } from "../support/route-harness";

beforeAll(async () => {
  await ensureDatabase();
});

async function tokenFor(account: string) {
  const user = await findUserByAccount(account);
  return createSession(user!.id, "api");
}

const profile = {
  name: "Tran Thi Lan",
  address: "12 Le Loi, District 1",
  ccm_address: "0xC0FFEE",
  phone_number: "+84 90 123 45 67",
  phoneNumberRaw: "+84 90 123 45 67",
};

function patch(body: unknown, token?: string): RequestInit {
  return json(body, token ? { Authorization: `Bearer ${token}` } : {}, "PATCH");
}

describe("PATCH /api/user/update", () => {
  it("saves the profile and answers the user with the phone in international form", async () => {
    const { user } = await createMember("prof");
    const token = await createSession(user.id, "api");
    const account = `${user.account}x`;
    const res = await call("/api/user/update", patch({ ...profile, account }, token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Tran Thi Lan", account, phone_number: "+84901234567", ccm_address: "0xC0FFEE" });
    const me = await call("/api/auth/user", bearer(token));
    expect(me.body).toMatchObject({ name: "Tran Thi Lan", account });
  });

  it("answers the user with the wallet balance (member01 holds 1,005 CCT: 1,000 and a 5 CCT commission)", async () => {
    const token = await tokenFor("member01");
    const res = await call("/api/user/update", patch({ ...profile, account: "member01" }, token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ account: "member01", coin_balance: 1005 });
  });

  it("refuses a username someone else has, ignoring case, and changes nothing", async () => {
    const { user } = await createMember("taken");
    const token = await createSession(user.id, "api");
    const res = await call("/api/user/update", patch({ ...profile, account: "MEMBER02" }, token));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "This username is already taken.",
      errors: { account: ["This username is already taken."] },
    });
    expect((await findUserByAccount(user.account))?.name).toBe(user.name);
  });

  it("answers 422 with field messages for an invalid phone and missing fields, in Vietnamese when asked", async () => {
    const { user } = await createMember("phone");
    const token = await createSession(user.id, "api");
    const res = await call(
      "/api/user/update",
      json(
        { ...profile, name: "", account: user.account, phone_number: "+84 12", phoneNumberRaw: "" },
        {
          Authorization: `Bearer ${token}`,
          "Accept-Language": "vi",
        },
        "PATCH",
      ),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ name: ["Trường này là bắt buộc."] });
    const invalidPhone = await call(
      "/api/user/update",
      patch({ ...profile, account: user.account, phone_number: "+84 12", phoneNumberRaw: "" }, token),
    );
    expect(invalidPhone.status).toBe(422);
    expect(invalidPhone.body.errors).toEqual({ phone_number: ["Enter a valid phone number."] });
  });

  it("needs a token and the PATCH method", async () => {
    expect((await call("/api/user/update", patch(profile))).status).toBe(401);
    expect((await call("/api/user/update", json(profile))).status).toBe(405);
  });
});

describe("PATCH /api/user/change_password", () => {
  it("refuses a wrong current password with 'Password is incorrect' and keeps the old one", async () => {
    const { user, password } = await createMember("pwd");
    const token = await createSession(user.id, "api");
    const body = { password: "not-my-password", newPassword: "New#pass2026", confirmationPassword: "New#pass2026" };
    const res = await call("/api/user/change_password", patch(body, token));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Password is incorrect");
    const again = await call("/api/auth/login", json({ email: user.email, password }));
    expect(again.status).toBe(200);
  });

  it("changes the password and revokes every token of the user", async () => {
    const { user, password } = await createMember("pwd2");
    const token = await createSession(user.id, "api");
    const other = await createSession(user.id, "web");
    const body = { password, newPassword: "New#pass2026", confirmationPassword: "New#pass2026" };
    const res = await call("/api/user/change_password", patch(body, token));
    expect(res.status).toBe(200);
    expect((await call("/api/auth/user", bearer(token))).status).toBe(401);
    const { userForToken } = await import("~/domain/accounts");
    expect(await userForToken(other, "web")).toBeNull();
    expect((await call("/api/auth/login", json({ email: user.email, password }))).status).toBe(401);
    expect((await call("/api/auth/login", json({ email: user.email, password: "New#pass2026" }))).status).toBe(200);
  });

  it("validates the new password and its confirmation", async () => {
    const { user, password } = await createMember("pwd3");
    const token = await createSession(user.id, "api");
    const res = await call(
      "/api/user/change_password",
      patch({ password, newPassword: "short", confirmationPassword: "other" }, token),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      newPassword: ["The password must have at least 8 characters."],
      confirmationPassword: ["The passwords do not match."],
    });
  });
});

describe("notifications API", () => {
  it("lists the member's own notifications newest first and marks them all read", async () => {
    const { user } = await createMember("bell");
    const token = await createSession(user.id, "api");
    await notify(user.id, { title: "First", viTitle: "Thứ nhất", url: "/dashboard" });
    await new Promise((r) => setTimeout(r, 5));
    await notify(user.id, { title: "Second", viTitle: "Thứ hai", url: "/cards" });
    const list = await call("/api/notifications", bearer(token));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: expect.any(Number), title: "Second", vi_title: "Thứ hai", url: "/cards", readed: 0, created_at: expect.anything() },
      {
        id: expect.any(Number),
        title: "First",
        vi_title: "Thứ nhất",
        url: "/dashboard",
        readed: 0,
        created_at: expect.anything(),
      },
    ]);
    const marked = await call("/api/notifications/readed-all", { method: "POST", ...bearer(token) });
    expect(marked.status).toBe(200);
    const after = await call("/api/notifications", bearer(token));
    expect((after.body as unknown as { readed: number }[]).map((n) => n.readed)).toEqual([1, 1]);
  });

  it("never shows another member's notifications and needs a token", async () => {
    const token = await tokenFor("member02");
    const list = await call("/api/notifications", bearer(token));
    expect((list.body as unknown as { title: string }[]).some((n) => n.title.includes("member02 joined"))).toBe(false);
    expect((await call("/api/notifications")).status).toBe(401);
    expect((await call("/api/notifications/readed-all", { method: "POST" })).status).toBe(401);
  });
});

describe("categories API", () => {
  it("lists categories publicly", async () => {
    const res = await call("/api/admin/categories");
    expect(res.status).toBe(200);
    expect((res.body as unknown as { name: string }[]).map((c) => c.name)).toContain("Supplements");
  });

  it("refuses a member (403) and a caller without a token (401)", async () => {
    const body = { categories: [{ name: "Hacked" }] };
    expect((await call("/api/admin/categories/save", json(body))).status).toBe(401);
    const member = await tokenFor("member01");
    const res = await call("/api/admin/categories/save", json(body, { Authorization: `Bearer ${member}` }));
    expect(res.status).toBe(403);
    expect((await listCategories()).map((c) => c.name)).not.toContain("Hacked");
  });

  it("lets an admin rename, add, swap and delete in one save", async () => {
    const admin = await tokenFor("admin01");
    const before = await listCategories();
    const [a, b] = before;
    const body = {
      categories: [{ id: a.id, name: b.name }, { id: b.id, name: a.name }, { name: "Vitamins" }],
    };
    const res = await call("/api/admin/categories/save", json(body, { Authorization: `Bearer ${admin}` }));
    expect(res.status).toBe(200);
    const saved = res.body as unknown as { id: number; name: string }[];
    expect(saved).toHaveLength(3);
    expect(saved.find((c) => c.id === a.id)?.name).toBe(b.name);
    expect(saved.find((c) => c.id === b.id)?.name).toBe(a.name);
    expect(saved.some((c) => c.name === "Vitamins" && c.id !== a.id && c.id !== b.id)).toBe(true);
    expect(await listCategories()).toEqual(saved);

    // A name that looks like the temporary one a kept row is parked under while names swap.
    const [first, second] = saved;
    const parkedLookalike = {
      categories: [
        { id: first.id, name: `~${second.id}~${second.name}` },
        { id: second.id, name: "Other" },
      ],
    };
    const renamed = await call("/api/admin/categories/save", json(parkedLookalike, { Authorization: `Bearer ${admin}` }));
    expect(renamed.status).toBe(200);
    expect((await listCategories()).map((c) => c.name).sort()).toEqual([`~${second.id}~${second.name}`, "Other"].sort());
  });

  it("refuses empty and duplicate names (ignoring case) with 422 and saves nothing", async () => {
    const admin = await tokenFor("admin01");
    const before = await listCategories();
    const auth = { Authorization: `Bearer ${admin}` };
    const dup = await call("/api/admin/categories/save", json({ categories: [{ name: "Care" }, { name: "CARE" }] }, auth));
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ "categories.1.name": ["This category name is already in the list."] });
    const empty = await call("/api/admin/categories/save", json({ categories: [{ name: " " }] }, auth));
    expect(empty.status).toBe(422);
    expect(await listCategories()).toEqual(before);
  });
});

describe("guessing the current password", () => {
  it("is limited to 10 wrong tries per 15 minutes (429), even with the right one after", async () => {
    const { user, password } = await createMember("guess");
    const token = await createSession(user.id, "api");
    const wrong = { password: "guess-wrong", newPassword: "New#pass2026", confirmationPassword: "New#pass2026" };
    for (let i = 0; i < 10; i++) {
      expect((await call("/api/user/change_password", patch(wrong, token))).status).toBe(422);
    }
    const blocked = await call("/api/user/change_password", patch({ ...wrong, password }, token));
    expect(blocked.status).toBe(429);
    expect(String(blocked.body.message)).toMatch(/Too many attempts/);
  });
});
