import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";

import { describeViolations, gatingViolations } from "./support/axe";
import { demo, expect, signedIn, test, texts, type Lng } from "./support/fixtures";

/**
 * The member's dashboard (decision 216): one balance (available, with held and total beside it),
 * Deposit, Transfer point and Withdraw, the member's pages grouped by purpose, the latest transfers,
 * and the side menu with the specification's entries only. The landing's hero names the member's store.
 */

/** The landing page's texts (not among the fixtures' namespaces). */
const landing = (lng: Lng) =>
  JSON.parse(readFileSync(`locales/${lng}/landing.json`, "utf-8")) as typeof import("../../locales/en/landing.json");

/** A CCT amount as the reader's language writes it: 1,005.00 CCT in English, 1.005,00 CCT in Vietnamese. */
const cctPattern = { en: /^\d{1,3}(,\d{3})*\.\d\d CCT$/, vi: /^\d{1,3}(\.\d{3})*,\d\d CCT$/ };

/** The amount in hundredths from a shown "1.005,00 CCT" (vi) or "1,005.00 CCT" (en). */
async function hundredths(locator: Locator, lng: Lng): Promise<number> {
  const text = (await locator.textContent()) ?? "";
  expect(text).toMatch(cctPattern[lng]);
  return Number(text.replace(/[^\d]/g, ""));
}

/** Where each group's links lead, in order; the store page is the member's own. */
const groups = (account: string) => ({
  wallet: [
    ["statement", "/statement"],
    ["deposit", "/deposite"],
    ["transferPoint", "/transfer-point"],
    ["withdraw", "/withdraw"],
  ],
  selling: [
    ["products", "/products"],
    ["orders", "/user-orders"],
    ["storeSettings", "/store-settings"],
    ["myStore", `/store/${account}`],
    ["buyProducts", "/buy-products"],
  ],
  membership: [
    ["cards", "/cards"],
    ["packages", "/packages"],
    ["members", "/refs"],
  ],
  account: [
    ["profile", "/profile"],
    ["signature", "/signature"],
    ["twoFactor", "/two-factor"],
    ["notifications", "/notifications"],
  ],
});

/** The page a link leads to answers for the member (not a 404, not sent to the login page). */
async function expectReachable(page: Page, href: string) {
  const answer = await page.request.get(href, { maxRedirects: 0 });
  expect(answer.status(), `${href} answers the member`).toBe(200);
}

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const d = t.dashboard.overview;
  const at = (path: string) => `${t.prefix}${path}`;

  test(`dashboard: one balance, three actions, the member's pages by purpose, the latest transfers (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedIn(page, demo.member, at("/dashboard"));
    await expect(page.getByTestId("greeting")).toHaveText(d.greeting.replace("{{name}}", "Mai Member"));

    // One balance: available large, held and total beside it, once each, in the reader's numbers.
    const hero = page.getByTestId("balance-hero");
    await expect(hero.getByRole("heading", { name: d.hero.available })).toBeVisible();
    for (const id of ["wallet-available", "wallet-held", "balance"]) await expect(page.getByTestId(id)).toHaveCount(1);
    await expect(page.getByTestId("wallet-summary")).toHaveCount(0);
    const [available, held, total] = await Promise.all(
      ["wallet-available", "wallet-held", "balance"].map((id) => hundredths(hero.getByTestId(id), lng)),
    );
    expect(available + held).toBe(total);
    await expect(page.getByTestId("header-balance")).toHaveText(await hero.getByTestId("balance").innerText());

    // Three primary actions with the specification's labels, each to its page.
    const actions = hero.getByTestId("primary-actions").getByRole("link");
    await expect(actions).toHaveText([d.actions.deposit, d.actions.transferPoint, d.actions.withdraw]);
    for (const [key, path, title] of [
      ["deposit", "/deposite", t.common.titles.deposite],
      ["transferPoint", "/transfer-point", t.common.titles["transfer-point"]],
      ["withdraw", "/withdraw", t.common.titles.withdraw],
    ] as const) {
      await page.goto(at("/dashboard"));
      await page.getByTestId(`action-${key}`).click();
      await expect(page).toHaveURL(new RegExp(`${at(path)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    }

    // The rest of the member's pages, grouped by purpose, each reachable.
    await page.goto(at("/dashboard"));
    const map = page.getByTestId("shortcuts");
    for (const [group, links] of Object.entries(groups(demo.member.account))) {
      const box = map.getByTestId(`group-${group}`);
      await expect(box.getByRole("heading")).toHaveText(d.groups[group as keyof typeof d.groups]);
      const shown = box.getByRole("link");
      await expect(shown).toHaveCount(links.length);
      for (const [index, [key, path]] of links.entries()) {
        const link = shown.nth(index);
        await expect(link).toHaveAttribute("href", at(path));
        await expect(link).toContainText(d.links[key as keyof typeof d.links]);
        await expectReachable(page, at(path));
      }
    }
    // The store page, as shoppers see it.
    await map.getByTestId("to-myStore").click();
    await expect(page).toHaveURL(new RegExp(`${at(`/store/${demo.member.account}`)}$`));

    // The latest transfers (five at most), and the way to all of them.
    await page.goto(at("/dashboard"));
    const recent = page.getByTestId("recent-activity");
    const rows = await recent.getByTestId("statement").locator("tbody tr").count();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(5);
    await expect(recent.getByRole("heading", { name: d.recent })).toBeVisible();
    await recent.getByTestId("statement-see-all").click();
    await expect(page).toHaveURL(new RegExp(`${at("/statement")}$`));
    await page.goto(at("/dashboard"));

    // The side menu keeps the specification's entries, in its order, and nothing else.
    const menu = page.getByTestId("dashboard-aside").getByRole("navigation");
    const m = t.dashboard.menu;
    await expect(menu.getByRole("link")).toHaveText([
      m.dashboard,
      m.cards,
      m.members,
      m.products,
      m.orders,
      m.deposit,
      m.transferPoint,
      m.profile,
    ]);
  });

  test(`landing: the signed-in member's hero names their store and leads to it and to the dashboard (${lng})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const home = lng === "vi" ? "/vi" : "/";
    await page.goto(home);
    await expect(page.getByTestId("hero")).toBeVisible();
    await expect(page.getByTestId("hero-store")).toHaveCount(0);

    await signedIn(page, demo.member, home);
    const line = page.getByTestId("hero-store");
    await expect(line).toContainText(landing(lng).hero.yourStore.replace("{{name}}", "Mai Member"));
    const store = line.getByRole("link");
    await expect(store).toHaveText(new RegExp(`/store/${demo.member.account}$`));
    const violations = await gatingViolations(page, javaScriptEnabled);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page
      .getByTestId("hero")
      .getByRole("link", { name: landing(lng).hero.toDashboard })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at("/dashboard")}$`));
    await page.goto(home);
    await page.getByTestId("hero-store-link").click();
    await expect(page).toHaveURL(new RegExp(`${at(`/store/${demo.member.account}`)}$`));
  });

  test.describe("on a phone", () => {
    const phone = { width: 390, height: 844 };
    test.use({ viewport: phone });

    test(`dashboard at 390 px: no sideways scroll; the balance and its three actions on the screen (${lng})`, async ({
      page,
    }) => {
      await signedIn(page, demo.member, at("/dashboard"));
      const sizes = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(sizes.scroll, "the dashboard scrolls sideways").toBeLessThanOrEqual(sizes.client);
      const onScreen = [
        page.getByTestId("wallet-available"),
        ...["deposit", "transferPoint", "withdraw"].map((key) => page.getByTestId(`action-${key}`)),
        page.getByTestId("to-myStore"),
      ];
      for (const item of onScreen) {
        await expect(item).toBeVisible();
        const box = (await item.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      }
    });
  });
}
