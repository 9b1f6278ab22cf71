import type { APIRequestContext } from "@playwright/test";

import { demo, expect, signUpActivated, test, texts } from "./support/fixtures";
import { uniquePicture } from "./support/images";
import { adminPage, fill, unique } from "./support/page-tools";

/*
 * Issue 31 item 6 (decisions 214, 215): the moderation queue shows each request's picture, store,
 * category and age, and approves several at once, each once; the detail shows the pictures, the
 * category by name, the store, the age and the change against the live version. English on a
 * desktop, Vietnamese on a phone; JavaScript on and off.
 */

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post("/api/auth/login", { data: { email: who.email, password: who.password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).access_token}` };
}

for (const lng of ["en", "vi"] as const) {
  const t = texts[lng];
  const at = (path: string) => `${t.prefix}${path}`;
  const viewport = lng === "en" ? { width: 1366, height: 900 } : { width: 390, height: 844 };
  const waitedMinutes = lng === "en" ? /^\d+ minutes?$/ : /^\d+ phút$/;

  test(`moderation: pictures, category, store, age and the change on the detail; Approve selected decides each once (${lng})`, async ({
    page,
    browser,
    request,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    const seller = await signUpActivated(page, `mod${lng}`);
    const auth = await tokenOf(request, seller);
    const adminAuth = await tokenOf(request, demo.admin);

    // The member's three products through the API: one with a picture and a category, approved and
    // then changed; two new ones waiting.
    const picture = await uniquePicture("png");
    const upload = await request.post("/api/uploads", { headers: auth, multipart: { file: picture.file } });
    expect(upload.status()).toBe(201);
    const [category] = (await (await request.get("/api/admin/categories")).json()) as { id: number; name: string }[];
    const fields = (name: string, price = 3) => ({
      name,
      description: "Hand made.",
      price,
      vnd_to_pay: 75_000,
      ccm_to_pay: 3,
      quantity: 4,
      category_id: category.id,
      thumbnail: picture.src,
    });
    const create = async (name: string) => {
      const answer = await request.post("/api/products", { headers: auth, data: fields(name) });
      expect(answer.status()).toBe(201);
      return (await answer.json()).id as number;
    };
    const oldName = `Rattan Lamp ${unique()}`;
    const newName = `Rattan Lamp XL ${unique()}`;
    const changedId = await create(oldName);
    expect((await request.post(`/api/admin/user-products/${changedId}/approve`, { headers: adminAuth })).status()).toBe(200);
    const patched = await request.patch(`/api/products/${changedId}`, { headers: auth, data: fields(newName, 4) });
    expect((await patched.json()).revision_state).toBe("waiting");
    const [first, second] = [`Clay Cup ${unique()}`, `Clay Bowl ${unique()}`];
    const ids = [await create(first), await create(second)];

    // --- The queue: a picture, the store, the category's name and the age of each request.
    const admin = await adminPage(browser, javaScriptEnabled, at(`/admin/user-products?store=${seller.account}`));
    await admin.setViewportSize(viewport);
    const row = admin.getByTestId("review-row").filter({ hasText: newName });
    await expect(row.locator(`img[src="${picture.src}"]`)).toHaveCount(1);
    await expect(row).toContainText(seller.name);
    await expect(row.getByTestId("review-category")).toContainText(category.name);
    await expect(row.getByTestId("waiting-age")).toHaveText(waitedMinutes);

    // --- The detail of the change: the picture, the category, the store, the age, the diff.
    await row.getByRole("link", { name: t.products.review.open }).click();
    await expect(admin.getByTestId("proposed-pictures").locator(`img[src="${picture.src}"]`)).toHaveCount(1);
    await expect(admin.getByTestId("review-category")).toHaveText(category.name);
    const store = admin.getByTestId("review-store").getByRole("link", { name: seller.name });
    await expect(store).toHaveAttribute("href", at(`/store/${seller.account}`));
    await expect(admin.getByTestId("waiting-age")).toHaveText(
      new RegExp(`^${fill(t.products.review.waitingFor, { duration: waitedMinutes.source.slice(1, -1) })}$`),
    );
    const nameRow = admin.getByTestId("changed-field").filter({ hasText: t.products.fields.name });
    await expect(nameRow.locator("del")).toHaveText(oldName);
    await expect(nameRow.locator("ins")).toHaveText(newName);
    await expect(nameRow).toContainText(t.products.review.changed);
    await expect(admin.getByTestId("changed-field").filter({ hasText: "$4.00" })).toContainText("$3.00");
    await expect(admin.getByTestId("review-field").filter({ hasText: t.products.fields.category })).toContainText(category.name);

    // --- Approve selected: the two new ones, ticked in the queue.
    await admin.goto(at(`/admin/user-products?store=${seller.account}`));
    await admin.getByLabel(fill(t.products.review.select, { name: first }), { exact: true }).check();
    await admin.getByLabel(fill(t.products.review.select, { name: second }), { exact: true }).check();
    await admin.getByTestId("approve-selected").click();
    await expect(admin.getByTestId("bulk-approved")).toHaveText(fill(t.products.review.bulkApproved_other, { count: "2" }));
    await expect(admin.getByTestId("review-row")).toHaveCount(1);
    await expect(admin.getByTestId("review-row")).toContainText(newName);

    // The same ids posted again: nothing is decided twice, both are reported as skipped.
    const before = await Promise.all(ids.map(async (id) => (await request.get(`/api/products/${id}`, { headers: auth })).json()));
    expect(before.map((p) => p.status)).toEqual(["published", "published"]);
    const again = await admin.request.post(at(`/admin/user-products?store=${seller.account}`), {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: ids.map((id) => `ids=${id}`).join("&"),
    });
    expect(again.status()).toBe(200);
    const html = await again.text();
    expect(html).toContain(t.products.review.bulkNoneApproved);
    expect(html).toContain(first);
    const after = await Promise.all(ids.map(async (id) => (await request.get(`/api/products/${id}`, { headers: auth })).json()));
    expect(after.map((p) => [p.status, p.updated_at])).toEqual(before.map((p) => [p.status, p.updated_at]));
    await admin.context().close();
  });
}
