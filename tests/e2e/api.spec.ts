import { demo, expect, test } from "./support/fixtures";

// No browser: HTTP only, so it runs once, in the js project (decision 273).
test.describe("the JSON API through the server", { tag: "@browserless" }, () => {
  test("login, user, refresh, logout", async ({ request }) => {
    const login = await request.post("/api/auth/login", { data: { email: demo.member.email, password: demo.member.password } });
    expect(login.status()).toBe(200);
    const body = await login.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 1_209_600, user: { account: "member01", is_admin: false } });

    const me = await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${body.access_token}` } });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: demo.member.email, account: "member01" });

    const refreshed = await request.post("/api/auth/refresh", { headers: { Authorization: `Bearer ${body.access_token}` } });
    expect(refreshed.status()).toBe(200);
    const fresh = (await refreshed.json()).access_token as string;
    expect((await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${body.access_token}` } })).status()).toBe(
      401,
    );

    expect((await request.post("/api/auth/logout", { headers: { Authorization: `Bearer ${fresh}` } })).status()).toBe(200);
    expect((await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${fresh}` } })).status()).toBe(401);
  });

  test("check-account answers the store card or 404", async ({ request }) => {
    const found = await request.get("/api/users/check-account?account=member01");
    expect(found.status()).toBe(200);
    expect(await found.json()).toMatchObject({ account: "member01" });
    const missing = await request.get("/api/users/check-account?account=nosuchaccount");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: expect.any(String) });
  });
});
