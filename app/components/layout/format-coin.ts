/**
 * A coin amount with 2 decimals, or as many as needed (up to 8) when it starts with zeros
 * (0.000123). Until the money module arrives the headers use this.
 */
export function formatCoin(value: number): string {
  if (!Number.isFinite(value)) return "0.00";
  const abs = Math.abs(value);
  if (abs > 0 && abs < 0.01) return value.toFixed(8).replace(/0+$/, "");
  return value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
