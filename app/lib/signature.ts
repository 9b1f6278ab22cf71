import { z } from "zod";

/**
 * Signatures, shared by the server and the browser's canvas. A signature is SVG path data in a
 * 600×200 box that the server writes itself: a drawing's strokes (validated and rewritten here,
 * never stored as sent), or a typed name's glyph outlines (app/domain/contracts/signatures.server.ts).
 */
export const signatureKinds = ["drawn", "typed"] as const;
export type SignatureKind = (typeof signatureKinds)[number];

export const SIGNATURE_WIDTH = 600;
export const SIGNATURE_HEIGHT = 200;
/** Limits of a drawing: its text, its strokes and its points. */
export const signatureLimits = { chars: 32_000, strokes: 100, points: 6_000, minInk: 30 } as const;
export const typedNameLimits = { min: 2, max: 60 } as const;

export type Stroke = [number, number][];

/**
 * Reads a drawing as the canvas writes it: strokes "M x y L x y L x y …", whole numbers inside
 * the box, separated by spaces or commas. Anything else (another command, a fraction, a number
 * outside the box, a stroke of one point, too much) gives null.
 */
export function parseStrokes(text: string): Stroke[] | null {
  if (text.length > signatureLimits.chars) return null;
  const tokens = text
    .trim()
    .split(/[\s,]+|(?=[ML])|(?<=[ML])/)
    .filter(Boolean);
  const strokes: Stroke[] = [];
  let points = 0;
  for (let i = 0; i < tokens.length;) {
    const command = tokens[i];
    if (command !== "M" && command !== "L") return null;
    if (command === "L" && strokes.length === 0) return null;
    const x = coordinate(tokens[i + 1], SIGNATURE_WIDTH);
    const y = coordinate(tokens[i + 2], SIGNATURE_HEIGHT);
    if (x === null || y === null) return null;
    if (command === "M") strokes.push([]);
    strokes.at(-1)!.push([x, y]);
    points += 1;
    if (strokes.length > signatureLimits.strokes || points > signatureLimits.points) return null;
    i += 3;
  }
  if (strokes.some((s) => s.length < 2)) return null;
  return strokes;
}

function coordinate(token: string | undefined, max: number): number | null {
  if (token === undefined || !/^\d{1,4}$/.test(token)) return null;
  const value = Number(token);
  return value <= max ? value : null;
}

/** The length of ink: a drawing shorter than `signatureLimits.minInk` is a dot or a slip, not a signature. */
export function inkLength(strokes: Stroke[]): number {
  let length = 0;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i++)
      length += Math.hypot(stroke[i][0] - stroke[i - 1][0], stroke[i][1] - stroke[i - 1][1]);
  }
  return length;
}

/** The path data the server stores for a drawing: "M12 34L56 78M…" (one form for one drawing). */
export function strokesToPath(strokes: Stroke[]): string {
  return strokes.map((s) => s.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x} ${y}`).join("")).join("");
}

const signatureError = "contracts:signature.errors.invalid";

/** A drawing's path data, validated and rewritten; its errors are translation keys. */
export const drawnPath = z
  .string({ error: "contracts:signature.errors.empty" })
  .max(signatureLimits.chars, { error: "contracts:signature.errors.tooLarge" })
  .transform((text, ctx) => {
    if (text.trim() === "") {
      ctx.addIssue({ code: "custom", message: "contracts:signature.errors.empty" });
      return z.NEVER;
    }
    const strokes = parseStrokes(text);
    if (!strokes) {
      ctx.addIssue({ code: "custom", message: signatureError });
      return z.NEVER;
    }
    if (inkLength(strokes) < signatureLimits.minInk) {
      ctx.addIssue({ code: "custom", message: "contracts:signature.errors.tooSmall" });
      return z.NEVER;
    }
    return strokesToPath(strokes);
  });

/** A typed full name: letters (Vietnamese too), spaces, dots, apostrophes and hyphens. */
export const typedName = z
  .string({ error: "validation:required" })
  .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(typedNameLimits.min, { error: "contracts:signature.errors.nameShort" })
      .max(typedNameLimits.max, { error: "validation:tooLong" })
      .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, { error: "contracts:signature.errors.nameChars" }),
  );

/**
 * The signature as an SVG document (the API's `svg`): built from the stored path data, which the
 * server wrote itself. A drawing is stroked, a typed name's outlines are filled.
 */
export function signatureSvg(kind: SignatureKind, path: string): string {
  const paint =
    kind === "drawn"
      ? 'fill="none" stroke="#0f172a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"'
      : 'fill="#0f172a"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIGNATURE_WIDTH} ${SIGNATURE_HEIGHT}" width="${SIGNATURE_WIDTH}" height="${SIGNATURE_HEIGHT}"><path d="${path}" ${paint}/></svg>`;
}
