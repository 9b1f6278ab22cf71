import { beforeAll, describe, expect, it } from "vitest";

import { ensureDatabase } from "~/seed/startup.server";

import { bearer, call, freshIp, json } from "../support/route-harness";

beforeAll(async () => {
  await ensureDatabase();
});

describe("POST /api/auth/login", () => {
  it("answers a Bearer token for 14 days and the user, by email or by username", async () => {
    const res = await call("/api/auth/login", json({ email: "member@example.com", password: "Member#2026pass" }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: "Bearer", expires_in: 1_209_600 });
    expect(typeof res.body.access_token).toBe("string");
    expect(String(res.body.access_token).length).toBeGreaterThanOrEqual(22);
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: "member@example.com",
      phone_number: expect.anything(),
      address: expect.anything(),
      ccm_address: null,
      account: "member01",
      coin_balance: expect.any(Number),
      is_admin: false,
      is_mod: false,
      is_staff: false,
    });

    const byName = await call("/api/auth/login", json({ email: "admin01", password: "Admin#2026pass" }));
    expect(byName.status).toBe(200);
    expect(byName.body.user).toMatchObject({ account: "admin01", is_admin: true });
  });

  it("gives the same 401 message for an unknown user and a wrong password", async () => {
    const unknown = await call("/api/auth/login", json({ email: "ghost@example.com", password: "Member#2026pass" }));
    const wrong = await call("/api/auth/login", json({ email: "member@example.com", password: "not-it-at-all" }));
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(typeof unknown.body.message).toBe("string");
    expect(unknown.body.message.length).toBeGreaterThan(0);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("answers 400 for malformed JSON and 422 with field errors for missing fields", async () => {
    const bad = await call("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe("string");

    const missing = await call("/api/auth/login", json({ email: "member@example.com" }));
    expect(missing.status).toBe(422);
    expect(typeof missing.body.message).toBe("string");
    expect(missing.body.errors.password).toEqual([expect.any(String)]);
  });

  it("answers 429 after 10 failures from one address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await call("/api/auth/login", { ...json({ email: `nobody${i}`, password: "wrong-pass" }), ip });
      expect(res.status).toBe(401);
    }
    const blocked = await call("/api/auth/login", {
      ...json({ email: "member01", password: "Member#2026pass" }),
      ip,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message.length).toBeGreaterThan(0);
  });

  it("answers in Vietnamese when the client asks for it", async () => {
    const en = await call("/api/auth/login", json({ email: "ghost@example.com", password: "x-x-x-x-x" }));
    const vi = await call(
      "/api/auth/login",
      json({ email: "ghost@example.com", password: "x-x-x-x-x" }, { "Accept-Language": "vi-VN,vi;q=0.9" }),
    );
    expect(vi.status).toBe(401);
    expect(vi.body.message).not.toBe(en.body.message);
  });

  it("says an unknown path and a method an endpoint does not take in the client's language too", async () => {
    const vi = { headers: { "Accept-Language": "vi" } };
    const unknown = await call("/api/nothing-here", vi);
    expect([unknown.status, unknown.body.message]).toEqual([404, "Không tìm thấy."]);
    const wrongMethod = await call("/api/auth/refresh", vi);
    expect([wrongMethod.status, wrongMethod.body.message]).toEqual([405, "Trang này không nhận loại yêu cầu đó."]);
    expect(wrongMethod.headers.get("Allow")).toBe("POST");
    expect((await call("/api/nothing-here")).body.message).toBe("Not found.");
  });
});

describe("token lifecycle", () => {
  async function token(email = "staff@example.com", password = "Staff#2026pass"): Promise<string> {
    const res = await call("/api/auth/login", json({ email, password }));
    expect(res.status).toBe(200);
    return String(res.body.access_token);
  }

  it("GET /api/auth/user answers the user for a valid token and 401 otherwise", async () => {
    const access = await token();
    const me = await call("/api/auth/user", bearer(access));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      account: "staff01",
      email: "staff@example.com",
      is_staff: true,
      is_admin: false,
      is_mod: false,
    });
    expect(me.body).not.toHaveProperty("password_hash");
    expect(me.body).not.toHaveProperty("passwordHash");

    const none = await call("/api/auth/user");
    expect(none.status).toBe(401);
    expect(typeof none.body.message).toBe("string");
    expect((await call("/api/auth/user", bearer("made-up"))).status).toBe(401);
  });

  it("POST /api/auth/refresh gives a new token and revokes the old one", async () => {
    const old = await token();
    const res = await call("/api/auth/refresh", { method: "POST", ...bearer(old) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: "Bearer", expires_in: 1_209_600 });
    const fresh = String(res.body.access_token);
    expect(fresh).not.toBe(old);
    expect((await call("/api/auth/user", bearer(old))).status).toBe(401);
    expect((await call("/api/auth/user", bearer(fresh))).status).toBe(200);
  });

  it("POST /api/auth/logout revokes the token", async () => {
    const access = await token("mod@example.com", "Mod#2026pass");
    const res = await call("/api/auth/logout", { method: "POST", ...bearer(access) });
    expect(res.status).toBe(200);
    expect((await call("/api/auth/user", bearer(access))).status).toBe(401);
    expect((await call("/api/auth/logout", { method: "POST", ...bearer(access) })).status).toBe(401);
  });

  it("a web session cookie token is not an API token", async () => {
    const { createSession } = await import("~/domain/accounts");
    const web = await createSession(1, "web");
    expect((await call("/api/auth/user", bearer(web))).status).toBe(401);
  });
});

describe("GET /api/users/check-account", () => {
  it("answers the store owner's public card", async () => {
    const res = await call("/api/users/check-account?account=member01");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      phone_number: expect.anything(),
      address: expect.anything(),
      account: "member01",
    });
    expect(res.body).not.toHaveProperty("email");
  });

  it("answers 404 for an unknown account", async () => {
    const res = await call("/api/users/check-account?account=nosuchstore");
    expect(res.status).toBe(404);
    expect(typeof res.body.message).toBe("string");
  });
});
