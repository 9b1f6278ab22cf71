import { demo, expect, logIn, test, texts } from "./support/fixtures";

const titles = texts.en.common.titles;
const adminNav = [
  titles.admin,
  titles["admin-users"],
  titles["admin-orders"],
  titles["admin-transactions"],
  titles["admin-products"],
  titles["admin-user-products"],
  titles["admin-cards"],
  titles["admin-shops"],
];

test("a guest on /dashboard is sent to log in, then back to the dashboard", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard");
  await expect(page.getByRole("heading", { name: texts.en.auth.login.title, exact: true })).toBeVisible();
  await page.getByLabel(texts.en.auth.fields.emailOrAccount, { exact: true }).fill(demo.member.email);
  await page.getByLabel(texts.en.auth.fields.password, { exact: true }).fill(demo.member.password);
  await page.getByRole("button", { name: texts.en.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { name: titles.dashboard, exact: true })).toBeVisible();
});

test("a guest on a deeper member page comes back to it after logging in (vi)", async ({ page }) => {
  await page.goto("/vi/notifications");
  await expect(page).toHaveURL("/vi/login?redirectTo=%2Fvi%2Fnotifications");
  await page.getByLabel(texts.vi.auth.fields.emailOrAccount, { exact: true }).fill(demo.member.account);
  await page.getByLabel(texts.vi.auth.fields.password, { exact: true }).fill(demo.member.password);
  await page.getByRole("button", { name: texts.vi.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL("/vi/notifications");
  await expect(page.getByRole("heading", { name: texts.vi.common.titles.notifications, exact: true })).toBeVisible();
});

test("a guest on /admin is sent to log in", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL("/login?redirectTo=%2Fadmin");
});

test("a member on /admin is sent home", async ({ page }) => {
  await logIn(page, demo.member);
  await page.goto("/admin");
  await expect(page).toHaveURL("/");
  await page.goto("/admin/users");
  await expect(page).toHaveURL("/");
});

test("a moderator on /admin goes to /admin/users and sees only Users", async ({ page }) => {
  await logIn(page, demo.mod);
  await page.goto("/admin");
  await expect(page).toHaveURL("/admin/users");
  await expect(page.getByRole("heading", { name: titles["admin-users"], exact: true })).toBeVisible();
  await page.goto("/admin/transactions");
  await expect(page).toHaveURL("/admin/users");
  await expect(page.getByRole("link", { name: titles["admin-users"], exact: true }).first()).toBeVisible();
  for (const name of adminNav.filter((n) => n !== titles["admin-users"])) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  // A member's page names their latest orders and products without links to the admin-only pages.
  await page.goto(`/admin/users?q=${demo.member.email}`);
  await page.getByTestId("user-row").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByText(/^CCT-/).first()).toBeVisible();
  await expect(page.locator('a[href*="/admin/orders/"], a[href*="/admin/user-products/"]')).toHaveCount(0);
});

test("an admin sees the full admin navigation and the admin's name and email", async ({ page }) => {
  await logIn(page, demo.admin);
  await page.goto("/admin");
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { name: titles.admin, exact: true })).toBeVisible();
  for (const name of adminNav) {
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  }
  const profile = page.getByTestId("profile-menu").first();
  await profile.locator(":scope > summary").click();
  await expect(profile.getByTestId("profile-email")).toHaveText(demo.admin.email);
  await expect(profile.getByTestId("profile-name")).not.toBeEmpty();
  await page.getByRole("link", { name: titles["admin-transactions"], exact: true }).first().click();
  await expect(page).toHaveURL("/admin/transactions");
  await expect(page.getByRole("heading", { name: titles["admin-transactions"], exact: true })).toBeVisible();
});

test("a member may not open the staff pages", async ({ page }) => {
  await logIn(page, demo.member);
  const response = await page.goto("/staff/withdraw-ccm");
  expect(new URL(page.url()).pathname).not.toBe("/staff/withdraw-ccm");
  expect(response?.status()).toBeLessThan(500);
  await expect(page.getByRole("heading", { name: titles["staff-withdraw-ccm"], exact: true })).toHaveCount(0);
});

test("staff open the staff pages", async ({ page }) => {
  await logIn(page, demo.staff);
  await page.goto("/staff/withdraw-ccm");
  await expect(page).toHaveURL("/staff/withdraw-ccm");
  await expect(page.getByRole("heading", { name: titles["staff-withdraw-ccm"], exact: true })).toBeVisible();
  await page.goto("/vi/staff/user-orders");
  await expect(page).toHaveURL("/vi/staff/user-orders");
  await expect(page.getByRole("heading", { name: texts.vi.common.titles["staff-user-orders"], exact: true })).toBeVisible();
});

test("an admin opens the staff pages too", async ({ page }) => {
  await logIn(page, demo.admin);
  await page.goto("/staff/withdraw-ccm");
  await expect(page).toHaveURL("/staff/withdraw-ccm");
  await expect(page.getByRole("heading", { name: titles["staff-withdraw-ccm"], exact: true })).toBeVisible();
});

test("store pages are public", async ({ page }) => {
  const response = await page.goto("/store/member01");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL("/store/member01");
});

test("an unknown store account shows the 404 page", async ({ page }) => {
  const response = await page.goto("/store/nosuchaccount99");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(texts.en.errors.notFound)).toBeVisible();
});

// React Router hands loaders the request as it came (future.v8_passThroughRequests): a page's data
// asked by the browser is …/page.data?_routes=…, and what a loader reads is the page's own address.
test("a page's data asked on its own keeps the page's language and the way back after logging in", async ({ request }) => {
  expect(await (await request.get("/vi.data")).text()).toContain('"lng","vi"');
  const guarded = await request.get("/vi/notifications.data?_routes=routes%2Fdashboard%2Fnotifications", { maxRedirects: 0 });
  expect(guarded.status()).toBe(202);
  expect(await guarded.text()).toContain('"/vi/login?redirectTo=%2Fvi%2Fnotifications"');
});
