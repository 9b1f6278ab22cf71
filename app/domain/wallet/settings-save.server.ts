import { db } from "~/db/client.server";
import { coins, walletSettings, type ControlChangeKind, type User } from "~/db/schema";
import { audit } from "~/domain/audit";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, parseUnits } from "~/lib/money";
import type { WalletSettingsInput } from "~/lib/schemas/wallet";

import { depositAddressKinds, pendingControlChanges, proposeSetting, type SettingKind } from "./control-changes.server";
import { getSettings, type WalletSettings } from "./settings.server";

/** What a save did: the settings now, and the controls it proposed for a second admin's confirmation. */
export interface SavedSettings {
  settings: WalletSettings;
  proposed: ControlChangeKind[];
}

/**
 * Saves the settings one admin may change alone (rates, withdrawal limits) at once; a new four-eyes
 * threshold, two-factor rule or receiving address becomes a proposal a second admin confirms
 * (control-changes.server.ts; addresses: decision 289). An address the form sends back unchanged
 * changes nothing. Nothing is saved while a proposal for the same control waits with another value.
 */
export async function saveSettings(input: WalletSettingsInput, admin: User): Promise<SavedSettings> {
  const adminId = admin.id;
  const before = await getSettings();
  const values: [string, string][] = [
    ["rate.USDT", input.rateUSDT],
    ["rate.ZAFI", input.rateZAFI],
    // Left out (an older form or API call): unchanged.
    ["rate.VND", input.rateVND ?? before.vndPerUsd],
    ["withdraw.min", input.withdrawMin],
    ["withdraw.dailyLimit", input.withdrawDailyLimit],
  ];
  const controls = await controlProposals(before, input);
  await db.transaction(async (tx) => {
    for (const [key, value] of values) {
      await tx
        .insert(walletSettings)
        .values({ key, value, updatedBy: adminId })
        .onConflictDoUpdate({ target: walletSettings.key, set: { value, updatedBy: adminId, updatedAt: new Date() } });
    }
    const after = {
      ...input,
      addressUSDT: before.addresses.USDT,
      addressZAFI: before.addresses.ZAFI,
      addressCCT: before.addresses.CCT,
      fourEyesThreshold: before.fourEyesThreshold,
      requireTwoFactor: before.requireTwoFactor,
    };
    await audit(tx, { actor: admin, action: "settings.saved", target: { type: "settings", id: "wallet" }, before, after });
  });
  for (const control of controls) await proposeSetting(admin, control.kind, control.value);
  return { settings: await getSettings(), proposed: controls.map((c) => c.kind) };
}

type ControlSetting = { kind: SettingKind; value: string };

/** The controls this save changes, each refused while another value of it waits for confirmation. */
async function controlProposals(before: WalletSettings, input: WalletSettingsInput): Promise<ControlSetting[]> {
  const wanted: (ControlSetting & { field: string })[] = [];
  const threshold = input.fourEyesThreshold;
  if (threshold && parseUnits(threshold, COIN_DECIMALS) !== parseUnits(before.fourEyesThreshold, COIN_DECIMALS)) {
    wanted.push({ kind: "four_eyes_threshold", value: threshold, field: "fourEyesThreshold" });
  }
  if (Boolean(input.requireTwoFactor) !== before.requireTwoFactor) {
    wanted.push({ kind: "require_two_factor", value: input.requireTwoFactor ? "1" : "0", field: "requireTwoFactor" });
  }
  for (const coin of coins) {
    const address = input[`address${coin}`];
    if (address !== before.addresses[coin]) {
      wanted.push({ kind: depositAddressKinds[coin], value: address, field: `address${coin}` });
    }
  }
  const pending = await pendingControlChanges();
  return wanted.filter((w) => {
    const waiting = pending.find((p) => p.kind === w.kind);
    if (!waiting) return true;
    if (waiting.value === w.value) return false;
    throw new DomainError("admin:controls.alreadyPending", 409, w.field);
  });
}
