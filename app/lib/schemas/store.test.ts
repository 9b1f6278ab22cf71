import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { reportFilters, reportQueryFrom } from "./report";
import { cartOpSchema, checkoutSchema } from "./store";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe("checkout form", () => {
  const valid = {
    name: "Khach",
    phone: "0912345678",
    email: "k@mail.test",
    address: "1 Le Loi",
    receiving_area: "MB",
    payment_method: "bank_vnd",
    idempotency_key: "0123456789abcdef0123",
  };
  it("normalises the phone", () => {
    const s = parseWithZod(form(valid), { schema: checkoutSchema });
    expect(s.status === "success" && s.value.phone).toBe("+84912345678");
  });
  it("names the fields in error", () => {
    const s = parseWithZod(form({ ...valid, phone: "1", email: "nope", receiving_area: "XX", name: "" }), {
      schema: checkoutSchema,
    });
    expect(s.status).toBe("error");
    const errors = s.reply().error ?? {};
    expect(Object.keys(errors).sort()).toEqual(["email", "name", "phone", "receiving_area"]);
    expect(errors.phone).toEqual(["validation:phone"]);
  });
});

describe("cart form posts", () => {
  it("add defaults to one; set and remove need a product", () => {
    const add = parseWithZod(form({ intent: "add", productId: "3" }), { schema: cartOpSchema });
    expect(add.status === "success" && add.value).toEqual({ intent: "add", productId: 3, quantity: 1 });
    expect(parseWithZod(form({ intent: "set", quantity: "2" }), { schema: cartOpSchema }).status).toBe("error");
    expect(parseWithZod(form({ intent: "clear" }), { schema: cartOpSchema }).status).toBe("success");
  });
});

describe("report query", () => {
  it("keeps valid filters, ignores bad ones, and includes the last day (New York days)", () => {
    const q = reportQueryFrom(new URLSearchParams("status=confirmed&from=2026-11-01&to=2026-11-21&store=member01&q=CCT&page=2"));
    expect(reportFilters(q)).toEqual({
      status: "confirmed",
      store: "member01",
      // New York midnight on 1 November (still summer time) to the one ending 21 November (winter time).
      from: new Date("2026-11-01T04:00:00Z"),
      to: new Date("2026-11-22T05:00:00Z"),
      q: "CCT",
      page: 2,
    });
    expect(reportFilters(reportQueryFrom(new URLSearchParams("status=bogus&from=yesterday&page=-1")))).toEqual({
      status: undefined,
      store: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      page: undefined,
    });
  });
});
