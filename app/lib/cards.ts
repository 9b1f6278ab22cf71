/**
 * Membership card codes (decision 080): 12 characters from an alphabet without the look-alikes
 * 0/O and 1/I (32 symbols: 60 random bits), shown in groups of four. What a member types is read
 * without case, spaces or dashes.
 */
export const cardCodeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const cardCodeLength = 12;

/** "try2-card 7k9x" → "TRY2CARD7K9X" (what is stored and compared). */
export function normalizeCardCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "");
}

/** A code as it is written out: "TRY2-CARD-7K9X". */
export function formatCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** Whether a normalised code can be one of ours at all. */
export function isCardCode(code: string): boolean {
  return code.length === cardCodeLength && [...code].every((c) => cardCodeAlphabet.includes(c));
}

/** A card is used (it belongs to a member), disabled by an admin (never used), or waiting for someone. */
export const cardStates = ["unused", "used", "disabled"] as const;
export type CardState = (typeof cardStates)[number];

export function cardState(card: { usedAt: Date | string | null; disabledAt: Date | string | null }): CardState {
  return card.usedAt ? "used" : card.disabledAt ? "disabled" : "unused";
}

/** The most cards one batch may issue. */
export const maxBatch = 500;
