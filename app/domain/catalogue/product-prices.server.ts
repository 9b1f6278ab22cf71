import { inArray } from "drizzle-orm";

import { db } from "~/db/client.server";
import { walletSettings } from "~/db/schema";
import { defaultCctPerUsd, defaultVndPerUsd, derivedCct, derivedVnd, type PriceRates } from "~/lib/product-prices";
import type { ProductInput } from "~/lib/schemas/products";

/**
 * The rates a product's derived prices use now: the admins' đồng per dollar, and USDT's CCT rate
 * for the dollar (the wallet settings' rows, read here: the wallet already depends on the catalogue).
 */
export async function priceRates(): Promise<PriceRates> {
  const rows = await db
    .select()
    .from(walletSettings)
    .where(inArray(walletSettings.key, ["rate.VND", "rate.USDT"]));
  const value = new Map(rows.map((r) => [r.key, r.value]));
  return { vndPerUsd: value.get("rate.VND") ?? defaultVndPerUsd, cctPerUsd: value.get("rate.USDT") ?? defaultCctPerUsd };
}

/** A product form's input whose VND and CCT amounts are set: those left empty derived from the price (decision 224). */
export type PricedInput = Omit<ProductInput, "vnd_to_pay" | "ccm_to_pay"> & { vnd_to_pay: string; ccm_to_pay: string };

export async function withDerivedPrices(input: ProductInput): Promise<PricedInput> {
  if (input.vnd_to_pay !== null && input.ccm_to_pay !== null) {
    return { ...input, vnd_to_pay: input.vnd_to_pay, ccm_to_pay: input.ccm_to_pay };
  }
  const rates = await priceRates();
  return {
    ...input,
    vnd_to_pay: input.vnd_to_pay ?? derivedVnd(input.price, rates) ?? "0",
    ccm_to_pay: input.ccm_to_pay ?? derivedCct(input.price, rates) ?? "0",
  };
}
