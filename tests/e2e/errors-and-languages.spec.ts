import { type BrowserContext } from "@playwright/test";

import { demo, expect, logIn, test, texts } from "./support/fixtures";

async function rememberedLanguage(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "i18n_redirected")?.value;
}

for (const [path, lng] of [
  ["/no-such-page", "en"],
  ["/vi/no-such-page", "vi"],
  ["/fr/login", "en"],
] as const) {
  test(`${path} is a 404 page with a link home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    await expect(page.getByText(texts[lng].errors.notFound, { exact: true })).toBeVisible();
    const home = page.getByRole("link", { name: texts[lng].errors.backHome });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute("href", lng === "vi" ? "/vi" : "/");
  });
}

test("the Vietnamese 404 text is really Vietnamese", async ({ page }) => {
  await page.goto("/vi/no-such-page");
  await expect(page.getByText(texts.vi.errors.notFound, { exact: true })).toBeVisible();
  expect(texts.vi.errors.notFound).not.toBe(texts.en.errors.notFound);
});

test("an unknown API path answers JSON 404", { tag: "@browserless" }, async ({ request }) => {
  const response = await request.get("/api/no-such-thing");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: expect.any(String) });
});

test("the language switcher keeps the page and remembers the choice", async ({ page, context }) => {
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const switcher = page.getByTestId("language-switcher").first();
  await switcher.locator("summary").click();
  await switcher.getByRole("link", { name: texts.en.common.language.vi, exact: true }).click();
  await expect(page).toHaveURL("/vi/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("heading", { name: texts.vi.auth.login.title, exact: true })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
  expect(cookie?.value).toBe("vi");
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 86_400);

  // The remembered choice decides the bare home page.
  await page.goto("/");
  await expect(page).toHaveURL("/vi");

  // And back to English, on the same page.
  await page.goto("/vi/sign_up");
  const viSwitcher = page.getByTestId("language-switcher").first();
  await viSwitcher.locator("summary").click();
  await viSwitcher.getByRole("link", { name: texts.vi.common.language.en, exact: true }).click();
  await expect(page).toHaveURL("/sign_up");
  await expect(page.getByRole("heading", { name: texts.en.auth.signUp.title, exact: true })).toBeVisible();
  expect(await rememberedLanguage(context)).toBe("en");
  await page.goto("/");
  await expect(page).toHaveURL("/");
});

test("the switcher on a member page keeps the page", async ({ page }) => {
  await logIn(page, demo.member);
  await page.goto("/dashboard");
  const switcher = page.getByTestId("language-switcher").first();
  await switcher.locator("summary").click();
  await switcher.getByRole("link", { name: texts.en.common.language.vi, exact: true }).click();
  await expect(page).toHaveURL("/vi/dashboard");
  await expect(page.getByRole("heading", { name: texts.vi.common.titles.dashboard, exact: true })).toBeVisible();
});

test.describe("a first visit with a Vietnamese browser", () => {
  test.use({ locale: "vi-VN" });

  test("/ goes to /vi and remembers it", async ({ page, context }) => {
    const response = await page.goto("/");
    expect(response?.ok()).toBe(true);
    await expect(page).toHaveURL("/vi");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    expect(await rememberedLanguage(context)).toBe("vi");
  });
});

test("/ with an English browser stays in English and remembers it", async ({ page, context }) => {
  await page.goto("/");
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await rememberedLanguage(context)).toBe("en");
});

test.describe("a Vietnamese browser that chose English", () => {
  test.use({ locale: "vi-VN" });

  test("/ stays in English once English was chosen", async ({ page, context }) => {
    await page.goto("/vi/login");
    const switcher = page.getByTestId("language-switcher").first();
    await switcher.locator("summary").click();
    await switcher.getByRole("link", { name: texts.vi.common.language.en, exact: true }).click();
    await expect(page).toHaveURL("/login");
    expect(await rememberedLanguage(context)).toBe("en");
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
