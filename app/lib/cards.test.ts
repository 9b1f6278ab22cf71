import { describe, expect, it } from "vitest";

import { cardCodeAlphabet, cardState, formatCardCode, isCardCode, normalizeCardCode } from "./cards";

describe("card codes", () => {
  it("use 32 symbols without the look-alikes 0, O, 1 and I", () => {
    expect(new Set(cardCodeAlphabet).size).toBe(32);
    for (const c of "0O1I") expect(cardCodeAlphabet).not.toContain(c);
  });
  it("are read without case, spaces or dashes and written in groups of four", () => {
    expect(normalizeCardCode(" try2-card 7k9x ")).toBe("TRY2CARD7K9X");
    expect(formatCardCode("TRY2CARD7K9X")).toBe("TRY2-CARD-7K9X");
    expect(normalizeCardCode(formatCardCode("M3MBERCARD77"))).toBe("M3MBERCARD77");
  });
  it("are twelve symbols of the alphabet, nothing else", () => {
    expect(isCardCode("TRY2CARD7K9X")).toBe(true);
    expect(isCardCode("TRY2CARD7K9")).toBe(false);
    expect(isCardCode("TRY2CARD7K9O")).toBe(false);
    expect(isCardCode("TRY2CARD7K9XX")).toBe(false);
  });
});

describe("a card's state", () => {
  it("is used once a member holds it, disabled when an admin said so, otherwise unused", () => {
    expect(cardState({ usedAt: new Date(), disabledAt: null })).toBe("used");
    expect(cardState({ usedAt: null, disabledAt: "2026-11-24T00:00:00Z" })).toBe("disabled");
    expect(cardState({ usedAt: null, disabledAt: null })).toBe("unused");
  });
});
