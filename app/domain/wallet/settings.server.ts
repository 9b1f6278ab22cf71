import { inArray } from "drizzle-orm";

import { db } from "~/db/client.server";
import { coins, walletSettings, type Coin } from "~/db/schema";
import { COIN_DECIMALS, parseUnits } from "~/lib/money";
import { defaultCctPerUsd, defaultVndPerUsd } from "~/lib/product-prices";

/** The wallet settings admins edit; amounts and rates are decimal strings (rates: CCT per coin). */
export interface WalletSettings {
  rates: Record<Coin, string>;
  /** Đồng per US dollar: what a product's VND price is derived with (decision 224). */
  vndPerUsd: string;
  addresses: Record<Coin, string>;
  withdrawMin: string;
  withdrawDailyLimit: string;
  fourEyesThreshold: string;
  requireTwoFactor: boolean;
}

export const defaultSettings: WalletSettings = {
  rates: { USDT: defaultCctPerUsd, ZAFI: "0.5", CCT: "1" },
  vndPerUsd: defaultVndPerUsd,
  addresses: {
    USDT: "TXq9cCTCompanyUsdtReceivingAddr01",
    ZAFI: "0xZafiCompanyReceivingAddress000000000001",
    CCT: "0xCctCompanyReceivingAddress0000000000001",
  },
  withdrawMin: "10",
  withdrawDailyLimit: "5000",
  fourEyesThreshold: "1000",
  requireTwoFactor: false,
};

const keys = [
  ...coins.map((c) => `rate.${c}`),
  "rate.VND",
  ...coins.map((c) => `address.${c}`),
  "withdraw.min",
  "withdraw.dailyLimit",
  "fourEyes.threshold",
  "security.requireTwoFactor",
];

export async function getSettings(): Promise<WalletSettings> {
  const rows = await db.select().from(walletSettings).where(inArray(walletSettings.key, keys));
  const value = new Map(rows.map((r) => [r.key, r.value]));
  const settings = structuredClone(defaultSettings);
  for (const coin of coins) {
    settings.rates[coin] = coin === "CCT" ? "1" : (value.get(`rate.${coin}`) ?? settings.rates[coin]);
    settings.addresses[coin] = value.get(`address.${coin}`) ?? settings.addresses[coin];
  }
  settings.vndPerUsd = value.get("rate.VND") ?? settings.vndPerUsd;
  settings.withdrawMin = value.get("withdraw.min") ?? settings.withdrawMin;
  settings.withdrawDailyLimit = value.get("withdraw.dailyLimit") ?? settings.withdrawDailyLimit;
  settings.fourEyesThreshold = value.get("fourEyes.threshold") ?? settings.fourEyesThreshold;
  settings.requireTwoFactor = (value.get("security.requireTwoFactor") ?? "0") === "1";
  return settings;
}

/** The rate of a coin in 10^-8 CCT per coin (CCT → CCT is always 1). */
export function rateUnits(settings: WalletSettings, coin: Coin): bigint {
  return parseUnits(settings.rates[coin], COIN_DECIMALS) ?? 0n;
}

/** The second-approval amount in 10^-8 CCT: above it a withdrawal or an adjustment needs two admins. */
export async function fourEyesThreshold(): Promise<bigint> {
  return parseUnits((await getSettings()).fourEyesThreshold, COIN_DECIMALS) ?? 0n;
}
