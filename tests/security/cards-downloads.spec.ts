import { expect, test } from "../e2e/support/fixtures";
import { apiToken, pageClient } from "./support/sessions";

// The cards' CSV, fetched as the browser and an API client fetch it (see downloads.spec.ts).
test("/admin/cards.csv downloads a batch for admins, in both languages; refused to everyone else", async ({
  baseURL,
}, testInfo) => {
  const admin = await pageClient(baseURL!, "admin", testInfo.workerIndex);
  const token = await apiToken(admin, "admin");
  const issued = await admin.post("/api/admin/cards", {
    headers: { Authorization: `Bearer ${token}` },
    data: { count: 3, discount_percentage: 5, note: "Printed" },
  });
  expect(issued.status()).toBe(201);
  const { batch } = (await issued.json()) as { batch: string };
  const header = "code,discount_percentage,batch,note,state,used_by,used_at (New York),created_at (New York)";
  for (const prefix of ["", "/vi"]) {
    const file = await admin.get(`${prefix}/admin/cards.csv?batch=${batch}`);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers()["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="cards-${batch}_all_\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const lines = (await file.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(header);
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) expect(line).toMatch(new RegExp(`^"[A-Z2-9-]{14}",5,"${batch}","Printed","unused"`));
  }
  // The page links to the batch's download.
  const html = await (await admin.get(`/admin/cards?batch=${batch}&page=2`)).text();
  expect(html).toContain(`href="/admin/cards.csv?batch=${batch}"`);
  const api = await admin.get(`/api/admin/cards.csv?batch=${batch}`, { headers: { Authorization: `Bearer ${token}` } });
  expect([api.status(), (await api.text()).trim().split("\r\n").length]).toEqual([200, 4]);

  for (const role of ["guest", "member", "staff", "mod"] as const) {
    const client = await pageClient(baseURL!, role, testInfo.workerIndex);
    const refused = await client.get(`/admin/cards.csv?batch=${batch}`, { maxRedirects: 0 });
    expect(refused.status(), role).toBe(302);
    expect(await refused.text(), role).not.toContain(header);
  }
});
