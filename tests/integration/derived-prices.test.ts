import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { priceRates } from "~/domain/catalogue";
import { getSettings } from "~/domain/wallet";
import { derivedCct, derivedVnd } from "~/lib/product-prices";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, demo, tokenFor } from "../support/fixtures";
import { bearer, call, form, json } from "../support/route-harness";

/** Decision 224: a product's VND and CCT amounts follow its price at the current rates unless set by hand. */

beforeAll(async () => {
  await ensureDatabase();
});

async function seller() {
  const { user, password } = await createMember("deriver");
  return { cookie: await cookieFor(user.account), token: await tokenFor({ email: user.email, password }) };
}

const base = (over: Record<string, string> = {}) => ({
  name: `Lotus tea ${randomUUID().slice(0, 8)}`,
  description: "Dried lotus leaves.\nBrew for three minutes.",
  price: "12.50",
  vnd_to_pay: "",
  ccm_to_pay: "",
  quantity: "5",
  ...over,
});

async function expected(price: string) {
  const rates = await priceRates();
  return { vnd: Number(derivedVnd(price, rates)), ccm: Number(derivedCct(price, rates)) };
}

describe("a product's derived prices", () => {
  it("derives what the form leaves empty or sends back as shown, keeps what was typed, and derives the slug and meta", async () => {
    const me = await seller();
    const created = await call("/products/new", form(me.cookie, base()));
    expect(created.status).toBe(302);
    const id = Number(created.headers.get("Location")!.split("/").pop());
    const first = (await call(`/api/products/${id}`, bearer(me.token))).body;
    const at12 = await expected("12.5");
    expect([first.vnd_to_pay, first.ccm_to_pay]).toEqual([at12.vnd, at12.ccm]);
    expect(first.slug).toMatch(/^lotus-tea-[a-z0-9]+$/);
    expect(first.meta).toBe("Dried lotus leaves.");

    // Without JavaScript: a new price, the derived amounts posted back as the form showed them.
    const at20 = await expected("20");
    await call(
      `/products/${id}`,
      form(me.cookie, {
        intent: "save",
        ...base({ name: first.name, price: "20" }),
        vnd_to_pay: String(first.vnd_to_pay),
        vnd_to_pay_derived: String(first.vnd_to_pay),
        ccm_to_pay: String(first.ccm_to_pay),
        ccm_to_pay_derived: String(first.ccm_to_pay),
      }),
    );
    const second = (await call(`/api/products/${id}`, bearer(me.token))).body;
    expect([second.price, second.vnd_to_pay, second.ccm_to_pay]).toEqual([20, at20.vnd, at20.ccm]);

    // An amount typed by hand sticks, the other one still follows the price.
    await call(
      `/products/${id}`,
      form(me.cookie, {
        intent: "save",
        ...base({ name: first.name, price: "20" }),
        vnd_to_pay: "455000",
        vnd_to_pay_derived: String(at20.vnd),
        ccm_to_pay: String(at20.ccm),
        ccm_to_pay_derived: String(at20.ccm),
      }),
    );
    const third = (await call(`/api/products/${id}`, bearer(me.token))).body;
    expect([third.vnd_to_pay, third.ccm_to_pay]).toEqual([455000, at20.ccm]);
  });

  it("derives the amounts an API call leaves out", async () => {
    const me = await seller();
    const answer = await call(
      "/api/products",
      json({ name: `Green tea ${randomUUID().slice(0, 8)}`, price: 2 }, bearer(me.token).headers),
    );
    expect(answer.status).toBe(201);
    const at2 = await expected("2");
    expect([answer.body.vnd_to_pay, answer.body.ccm_to_pay]).toEqual([at2.vnd, at2.ccm]);
  });

  it("follows the rate admins set at /admin/settings", async () => {
    const admin = await cookieFor(demo.admin.account);
    const settings = await getSettings();
    const save = (rateVND: string) =>
      call(
        "/admin/settings",
        form(admin, {
          rateUSDT: settings.rates.USDT,
          rateZAFI: settings.rates.ZAFI,
          rateVND,
          addressUSDT: settings.addresses.USDT,
          addressZAFI: settings.addresses.ZAFI,
          addressCCT: settings.addresses.CCT,
          withdrawMin: settings.withdrawMin,
          withdrawDailyLimit: settings.withdrawDailyLimit,
          fourEyesThreshold: settings.fourEyesThreshold,
          ...(settings.requireTwoFactor ? { requireTwoFactor: "on" } : {}),
        }),
      );
    try {
      expect((await save("25000")).status).toBe(302);
      expect((await priceRates()).vndPerUsd).toBe("25000");
      const me = await seller();
      const created = await call("/products/new", form(me.cookie, base({ price: "10" })));
      const id = Number(created.headers.get("Location")!.split("/").pop());
      expect((await call(`/api/products/${id}`, bearer(me.token))).body.vnd_to_pay).toBe(250000);
    } finally {
      await save(settings.vndPerUsd);
    }
  });
});
