import { expect, test } from "../e2e/support/fixtures";
import { pageClient } from "./support/sessions";

// The back office's CSV downloads, fetched as the browser fetches them: they once answered 500
// to every request while tests calling the loader directly passed.
for (const [page, header] of [
  ["/admin/orders", "code,created_at (New York),store,customer,phone,status,payment_method,total_usd,total_vnd,total_cct"],
  ["/admin/transactions", "id,created_at (New York),kind,status,amount,from,to,reference,memo,idempotency_key"],
] as const) {
  test(`${page}.csv downloads for admins, in both languages; old ?format=csv links still work`, async ({ baseURL }, testInfo) => {
    const admin = await pageClient(baseURL!, "admin", testInfo.workerIndex);
    // At least one order to list: a guest's, through the API.
    const cart = await (await admin.post("/api/store/default/carts")).json();
    // A seed product: other specs add products to the system store and withdraw them again.
    const products = await (await admin.get("/api/store/default/products?q=Pulse%20Oximeter")).json();
    await admin.post(`/api/carts/${cart.id}`, { data: { op: "add", product_id: products.data[0].id, quantity: 1 } });
    const order = await admin.post(`/api/carts/${cart.id}/checkout`, {
      data: {
        name: "CSV Guest",
        phone: "0912345678",
        email: "csv@mail.test",
        address: "1 Street",
        receiving_area: "MN",
        payment_method: "bank_vnd",
        idempotency_key: `csv-${Date.now()}-${page.length}`,
      },
    });
    expect(order.status()).toBe(201);
    for (const prefix of ["", "/vi"]) {
      const file = await admin.get(`${prefix}${page}.csv`);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="\w+_all_\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = (await file.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe(header);
      expect(lines.length).toBeGreaterThan(1);
      // A row starts with its quoted code (orders) or its bare id (transactions).
      expect(lines[1]).toMatch(/^("CCT-|\d+,)/);
    }
    // The page links to the download with its filters.
    const html = await (await admin.get(`${page}?status=pending&page=2`)).text();
    expect(html).toContain(`href="${page}.csv?status=pending"`);
    const old = await admin.get(`${page}?status=pending&format=csv`, { maxRedirects: 0 });
    expect(old.status()).toBe(302);
    expect(old.headers().location).toBe(`${page}.csv?status=pending`);

    for (const role of ["guest", "member", "staff"] as const) {
      const client = await pageClient(baseURL!, role, testInfo.workerIndex);
      const refused = await client.get(`${page}.csv`, { maxRedirects: 0 });
      expect(refused.status(), role).toBe(302);
      expect(await refused.text(), role).not.toContain(header);
    }
  });
}
