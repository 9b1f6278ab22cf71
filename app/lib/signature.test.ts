import { describe, expect, it } from "vitest";

import { signatureSchema } from "./schemas/contracts";
import { inkLength, parseStrokes, signatureLimits, signatureSvg, strokesToPath } from "./signature";

describe("a drawn signature's path data", () => {
  it("reads the canvas's strokes and writes them back in one form", () => {
    const strokes = parseStrokes("M 10 20 L 30 40 L 50 60 M100,100 L120,110");
    expect(strokes).toEqual([
      [
        [10, 20],
        [30, 40],
        [50, 60],
      ],
      [
        [100, 100],
        [120, 110],
      ],
    ]);
    expect(strokesToPath(strokes!)).toBe("M10 20L30 40L50 60M100 100L120 110");
    expect(parseStrokes("M10 20L30 40")).toEqual([
      [
        [10, 20],
        [30, 40],
      ],
    ]);
  });

  it.each([
    ["another command", "M10 20 C30 40 50 60 70 80"],
    ["markup", '<path d="M10 20L30 40"/>'],
    ["a script", 'M10 20L30 40"/><script>alert(1)</script>'],
    ["a fraction", "M10.5 20L30 40"],
    ["a negative number", "M-10 20L30 40"],
    ["outside the box", "M10 20L601 40"],
    ["below the box", "M10 20L30 201"],
    ["a stroke of one point", "M10 20"],
    ["a line before any move", "L10 20L30 40"],
    ["a missing coordinate", "M10 20L30"],
    ["an exponent", "M1e2 20L30 40"],
  ])("refuses %s", (_what, text) => {
    expect(parseStrokes(text)).toBeNull();
  });

  it("refuses too many strokes, points or characters", () => {
    const stroke = "M1 1L2 2";
    expect(parseStrokes(stroke.repeat(signatureLimits.strokes))).not.toBeNull();
    expect(parseStrokes(stroke.repeat(signatureLimits.strokes + 1))).toBeNull();
    const long = `M0 0${"L1 1".repeat(signatureLimits.points)}`;
    expect(parseStrokes(long)).toBeNull();
    expect(parseStrokes(" ".repeat(signatureLimits.chars + 1))).toBeNull();
  });

  it("measures ink: a dot is not a signature", () => {
    expect(
      inkLength([
        [
          [0, 0],
          [3, 4],
        ],
      ]),
    ).toBe(5);
    const dot = signatureSchema.safeParse({ kind: "drawn", path: "M10 10L10 10" });
    expect(dot.success).toBe(false);
    expect(dot.error?.issues[0].message).toBe("contracts:signature.errors.tooSmall");
  });
});

describe("the signature form", () => {
  it("accepts a drawing, rewritten", () => {
    const parsed = signatureSchema.parse({ kind: "drawn", path: "M 10 20 L 200 40 L 300 90" });
    expect(parsed).toEqual({ kind: "drawn", path: "M10 20L200 40L300 90" });
  });

  it("accepts a typed name in Vietnamese, trimmed and in NFC", () => {
    const parsed = signatureSchema.parse({ kind: "typed", name: "  Nguyễn   Thị Mai ".normalize("NFD") });
    expect(parsed).toEqual({ kind: "typed", name: "Nguyễn Thị Mai" });
  });

  it.each([
    ["empty drawing", { kind: "drawn", path: "" }, "contracts:signature.errors.empty"],
    ["unreadable drawing", { kind: "drawn", path: "<svg/>" }, "contracts:signature.errors.invalid"],
    ["short name", { kind: "typed", name: "A" }, "contracts:signature.errors.nameShort"],
    ["name with markup", { kind: "typed", name: "Mai <b>" }, "contracts:signature.errors.nameChars"],
    ["name with digits", { kind: "typed", name: "Mai 2" }, "contracts:signature.errors.nameChars"],
  ])("refuses a %s", (_what, input, message) => {
    const parsed = signatureSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });

  it("builds the SVG from path data: a drawing stroked, a name filled", () => {
    expect(signatureSvg("drawn", "M1 2L3 4")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200" width="600" height="200"><path d="M1 2L3 4" fill="none" stroke="#0f172a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>',
    );
    expect(signatureSvg("typed", "M1 2L3 4Z")).toContain('fill="#0f172a"/>');
  });
});
