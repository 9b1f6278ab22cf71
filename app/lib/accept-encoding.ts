export type Encoding = "br" | "gzip";

/**
 * The compression to answer with, of those at hand, as an `Accept-Encoding` header asks: brotli
 * before gzip, neither when the client refuses it (`q=0`, or `*;q=0` without naming it), none for
 * no header. Preferences between two accepted codings are ours: brotli's copy is the smaller.
 */
export function chosenEncoding(header: string | null | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.toLowerCase().split(";");
    const name = rawName?.trim();
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepted = (coding: Encoding) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).find((coding) => available.includes(coding) && accepted(coding)) ?? null;
}
