import { expect, logOut, signedIn, signUpActivated, test, texts } from "./support/fixtures";

const t = texts.en;

test("the bell shows the unread count and marks everything read once per session, again after a sign-out", async ({
  page,
  javaScriptEnabled,
}) => {
  // Three sign-ups and two sessions: longer than the default minute on a busy machine.
  test.setTimeout(120_000);
  // A fresh referrer gets a notification when someone signs up with their link.
  const referrer = await signUpActivated(page, "bellref");
  const referred = await signUpActivated(page, "bellnew", referrer.account, false);
  const title = t.auth.notify.referralJoined.replace("{{account}}", referred.account);

  await signedIn(page, referrer);
  await page.goto("/dashboard");
  const bell = page.getByTestId("notification-bell");
  await expect(bell.getByTestId("notification-count")).toHaveText("1");

  if (javaScriptEnabled) {
    const markRequests: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/notifications"))
        markRequests.push(request.url());
    });
    await bell.locator("a").first().click();
    const list = page.getByTestId("notification-list");
    await expect(list).toBeVisible();
    await expect(list.getByText(title)).toBeVisible();
    await expect.poll(() => markRequests.length).toBe(1);

    // Read on the server: a reload shows no count; opening again does not post again.
    await page.reload();
    await expect(bell.getByTestId("notification-count")).toHaveCount(0);
    await bell.locator("a").first().click();
    await expect(page.getByTestId("notification-list").getByText(title)).toBeVisible();
    await page.waitForTimeout(300);
    expect(markRequests).toHaveLength(1);

    // Signing out ends the session's "once": the next session marks a new notification read.
    await logOut(page);
    await signUpActivated(page, "bellnext", referrer.account, false);
    await signedIn(page, referrer);
    await expect(bell.getByTestId("notification-count")).toHaveText("1");
    await bell.locator("a").first().click();
    await expect.poll(() => markRequests.length).toBe(2);
    await page.reload();
    await expect(bell.getByTestId("notification-count")).toHaveCount(0);
  } else {
    // Without JavaScript the bell is a link to the notifications page with a "mark all read" form.
    await bell.locator("a").first().click();
    await expect(page).toHaveURL("/notifications");
    const list = page.getByTestId("notifications-list");
    await expect(list.getByText(title)).toBeVisible();
    await expect(list.getByText(t.dashboard.notifications.unread, { exact: true })).toBeVisible();
    await page.getByTestId("mark-all-read").click();
    await expect(page.getByTestId("notifications-list").getByText(t.dashboard.notifications.unread, { exact: true })).toHaveCount(
      0,
    );
    await expect(page.getByTestId("notification-bell").getByTestId("notification-count")).toHaveCount(0);
  }
});

test("Vietnamese readers see the Vietnamese title", async ({ page }) => {
  const referrer = await signUpActivated(page, "bellvi");
  const referred = await signUpActivated(page, "bellvinew", referrer.account, false);
  await signedIn(page, referrer);
  await page.goto("/vi/notifications");
  const viTitle = texts.vi.auth.notify.referralJoined.replace("{{account}}", referred.account);
  await expect(page.getByTestId("notifications-list").getByText(viTitle)).toBeVisible();
});
