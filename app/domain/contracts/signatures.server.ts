import fontkit from "@pdf-lib/fontkit";
import { and, desc, eq, lt } from "drizzle-orm";

import { db } from "~/db/client.server";
import { signatures, type Signature, type User } from "~/db/schema";
import { fontBytes } from "~/infra/fonts.server";
import { DomainError } from "~/lib/errors";
import type { SignatureInput } from "~/lib/schemas/contracts";
import { SIGNATURE_WIDTH } from "~/lib/signature";

let handwriting: ReturnType<typeof fontkit.create> | undefined;

/** The font of typed signatures: DejaVu Serif Italic covers Vietnamese. */
function signatureFont() {
  handwriting ??= fontkit.create(fontBytes("DejaVuSerif-Italic.ttf"));
  return handwriting;
}

const round = (n: number) => String(Math.round(n * 10) / 10);

/**
 * A typed name as path data: the glyph outlines of the name, laid out by the font (so marks sit
 * on their letters), scaled to fit the 600×200 box, baseline at 140. The name has been validated
 * (letters, spaces, . ' -); a letter the font lacks is refused.
 */
export function typedNamePath(name: string): string {
  const font = signatureFont();
  for (const char of name) {
    if (!font.hasGlyphForCodePoint(char.codePointAt(0)!)) {
      throw new DomainError("contracts:signature.errors.nameChars", 422, "name");
    }
  }
  const run = font.layout(name);
  const margin = 20;
  const advance = run.positions.reduce((sum, p) => sum + p.xAdvance, 0) || 1;
  const size = Math.min(96, ((SIGNATURE_WIDTH - 2 * margin) * font.unitsPerEm) / advance);
  const scale = size / font.unitsPerEm;
  const baseline = 140;
  let penX = margin + (SIGNATURE_WIDTH - 2 * margin - advance * scale) / 2;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const ox = penX + position.xOffset * scale;
    const oy = baseline - position.yOffset * scale;
    const point = (x: number, y: number) => `${round(ox + x * scale)} ${round(oy - y * scale)}`;
    // The outline drawn through a recorder: every command becomes path data in the box.
    const draw = glyph.path.toFunction() as (ctx: Record<string, (...args: number[]) => void>) => void;
    draw({
      moveTo: (x, y) => parts.push(`M${point(x, y)}`),
      lineTo: (x, y) => parts.push(`L${point(x, y)}`),
      quadraticCurveTo: (cx, cy, x, y) => parts.push(`Q${point(cx, cy)} ${point(x, y)}`),
      bezierCurveTo: (c1x, c1y, c2x, c2y, x, y) => parts.push(`C${point(c1x, c1y)} ${point(c2x, c2y)} ${point(x, y)}`),
      closePath: () => parts.push("Z"),
    });
    penX += position.xAdvance * scale;
  });
  if (parts.length === 0) throw new DomainError("contracts:signature.errors.nameChars", 422, "name");
  return parts.join("");
}

/** The member's current signature: the newest row. */
export async function currentSignature(userId: number): Promise<Signature | null> {
  const [row] = await db.select().from(signatures).where(eq(signatures.userId, userId)).orderBy(desc(signatures.id)).limit(1);
  return row ?? null;
}

/** The current signature and the earlier ones (newest first): kept, as contracts point to them. */
export async function signaturesOf(userId: number, previous = 5) {
  const current = await currentSignature(userId);
  const earlier = current
    ? await db
        .select()
        .from(signatures)
        .where(and(eq(signatures.userId, userId), lt(signatures.id, current.id)))
        .orderBy(desc(signatures.id))
        .limit(previous)
    : [];
  return { current, earlier };
}

/**
 * Saves a new signature (a new row: the old ones stay with what they signed). A drawing arrives
 * as validated, rewritten path data; a typed name is drawn here from the font.
 */
export async function saveSignature(user: Pick<User, "id">, input: SignatureInput): Promise<Signature> {
  const values =
    input.kind === "drawn"
      ? { kind: "drawn" as const, path: input.path, name: null }
      : { kind: "typed" as const, path: typedNamePath(input.name), name: input.name };
  const [row] = await db
    .insert(signatures)
    .values({ userId: user.id, ...values })
    .returning();
  return row;
}
