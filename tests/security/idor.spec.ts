import { randomUUID } from "node:crypto";
import { request as playwrightRequest } from "@playwright/test";

import { expect, test } from "../e2e/support/fixtures";
import { bearer, credit, freshMember, type Member } from "./support/members";
import { pageClient } from "./support/sessions";

// Another member's ids, everywhere an id is taken: every answer is the 404 of an id that does not
// exist (nothing tells that it does), and nothing changes.
test("a member reaches none of another member's orders, withdrawals or carts", async ({ baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const newContext = (address: string) =>
    playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const owner: Member = await freshMember(newContext, "idorowner");
  const other: Member = await freshMember(newContext, "idorother");
  const admin = await pageClient(baseURL!, "admin", testInfo.workerIndex);
  await credit(admin, owner, 200);

  // The owner's things: a CCT order from the system store, a pending withdrawal, a cart.
  const cart = await (await owner.web.post("/api/store/default/carts")).json();
  // A seed product: other specs add products to the system store and withdraw them again.
  const products = await (await owner.web.get("/api/store/default/products?q=Pulse%20Oximeter")).json();
  const product = products.data.find((p: { quantity: number; ccm_to_pay: number }) => p.quantity > 5 && p.ccm_to_pay < 50);
  await owner.web.post(`/api/carts/${cart.id}`, { data: { op: "add", product_id: product.id, quantity: 1 } });
  const checkout = await owner.web.post(`/api/carts/${cart.id}/checkout`, {
    headers: bearer(owner),
    data: {
      name: "Owner",
      phone: "0912345678",
      email: owner.email,
      address: "1 Street",
      receiving_area: "MN",
      payment_method: "cct",
      idempotency_key: randomUUID(),
      password: owner.password,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const order = await checkout.json();
  const ownCart = await (await owner.web.post("/api/store/default/carts")).json();
  const withdrawal = await owner.web.post("/api/withdrawals", {
    headers: { ...bearer(owner), "Idempotency-Key": randomUUID() },
    data: { method: "usdt", amount: 20, address: "TXYZ1234567890abcdefghijklmnopqrs", password: owner.password },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);
  const withdrawalId = (await withdrawal.json()).id as number;
  const walletBefore = await (await owner.web.get("/api/wallet", { headers: bearer(owner) })).json();

  const notFound = async (what: string, answer: Promise<{ status(): number; text(): Promise<string> }>) => {
    const response = await answer;
    const body = await response.text();
    expect(response.status(), `${what}: ${body.slice(0, 200)}`).toBe(404);
    expect(body, what).not.toContain(order.code);
  };
  const api = { headers: bearer(other) };
  const web = other.web;
  const prefixes = ["", "/vi"];
  for (const prefix of prefixes) {
    await notFound(`${prefix}/orders/:id`, web.get(`${prefix}/orders/${order.id}`));
    await notFound(
      `${prefix}/orders/:id.data`,
      web.get(`${prefix}/orders/${order.id}.data?_routes=${prefix ? "vi/" : ""}orders-id`),
    );
    await notFound(`${prefix}/user-orders/:id`, web.get(`${prefix}/user-orders/${order.id}`));
    await notFound(
      `POST ${prefix}/orders/:id`,
      web.post(`${prefix}/orders/${order.id}`, { form: { to: "canceled" }, maxRedirects: 0 }),
    );
    await notFound(
      `POST ${prefix}/user-orders/:id`,
      web.post(`${prefix}/user-orders/${order.id}`, { form: { to: "canceled" }, maxRedirects: 0 }),
    );
    await notFound(`${prefix}/orders/:id/contract`, web.get(`${prefix}/orders/${order.id}/contract`));
    await notFound(`${prefix}/orders/:id/contract.pdf`, web.get(`${prefix}/orders/${order.id}/contract.pdf`));
    await notFound(
      `POST ${prefix}/orders/:id/contract`,
      web.post(`${prefix}/orders/${order.id}/contract`, { form: { intent: "sign" }, maxRedirects: 0 }),
    );
  }
  await notFound("GET /api/orders/:id/contract", web.get(`/api/orders/${order.id}/contract`, api));
  await notFound("GET /api/orders/:id/contract.pdf", web.get(`/api/orders/${order.id}/contract.pdf`, api));
  await notFound("POST /api/orders/:id/contract/sign", web.post(`/api/orders/${order.id}/contract/sign`, api));
  await notFound("GET /api/orders/:id", web.get(`/api/orders/${order.id}`, api));
  await notFound("POST /api/orders/:id/status", web.post(`/api/orders/${order.id}/status`, { ...api, data: { to: "canceled" } }));
  await notFound("POST /api/withdrawals/:id/cancel", web.post(`/api/withdrawals/${withdrawalId}/cancel`, api));
  const cancelForm = await web.post("/withdraw", { form: { intent: "cancel", id: String(withdrawalId) }, maxRedirects: 0 });
  expect([302, 400, 404], "POST /withdraw cancel").toContain(cancelForm.status());

  // Lists hold only one's own.
  const orders = await (await web.get("/api/orders", api)).json();
  expect(orders.data.map((o: { id: number }) => o.id)).not.toContain(order.id);
  const withdrawals = await (await web.get("/api/withdrawals", api)).json();
  expect(JSON.stringify(withdrawals)).not.toContain(`"id":${withdrawalId},`);

  // Carts are reached by their random id only: a guessed neighbour's is not found.
  await notFound(
    "GET /api/carts/<guess>",
    web.get(`/api/carts/${ownCart.id.slice(0, -1)}${ownCart.id.endsWith("A") ? "B" : "A"}`),
  );

  // Nothing changed for the owner.
  const after = await (await owner.web.get(`/api/orders/${order.id}`, { headers: bearer(owner) })).json();
  expect(after.status).toBe("waiting");
  expect(await (await owner.web.get("/api/wallet", { headers: bearer(owner) })).json()).toEqual(walletBefore);
  const mine = await (await owner.web.get("/api/withdrawals", { headers: bearer(owner) })).json();
  expect(JSON.stringify(mine)).toContain('"status":"pending"');
});
