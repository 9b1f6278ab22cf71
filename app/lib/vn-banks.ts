import { Banks, VietQRStatus } from "vietnam-qr-pay";

/** A bank of the NAPAS 247 / VietQR network that can receive a VietQR transfer. */
export interface VnBank {
  /** The NAPAS bank identification number (BIN) the VietQR payload carries. */
  bin: string;
  shortName: string;
  /** The bank's full name, in Vietnamese as NAPAS lists it. */
  name: string;
}

/**
 * The banks a store may be paid into: the list `vietnam-qr-pay` keeps (NAPAS's), less the banks
 * that cannot receive a VietQR transfer, the renamed ones and MoMo (a wallet whose QR needs a
 * reference of its own). Two entries share DongA's old BIN: its successor (Vikki) is kept (decision 186).
 */
export const vnBanks: VnBank[] = (() => {
  const seen = new Set<string>();
  const usable = Banks.filter(
    (b) => b.bin && !b.deprecated && b.vietQRStatus !== VietQRStatus.NOT_SUPPORTED && b.key !== "momo",
  ).sort((a, b) => b.vietQRStatus - a.vietQRStatus);
  const banks: VnBank[] = [];
  for (const b of usable) {
    if (seen.has(b.bin)) continue;
    seen.add(b.bin);
    banks.push({ bin: b.bin, shortName: b.shortName, name: b.name });
  }
  return banks.sort((a, b) => a.shortName.localeCompare(b.shortName, "en"));
})();

export function bankByBin(bin: string): VnBank | undefined {
  return vnBanks.find((b) => b.bin === bin);
}
