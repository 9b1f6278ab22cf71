import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The fonts the server writes with, vendored in assets/fonts (DejaVu, see its licence there): the
 * machine's fonts are never relied on. They cover Vietnamese, which the standard PDF fonts cannot.
 */
export type FontName = "DejaVuSans.ttf" | "DejaVuSans-Bold.ttf" | "DejaVuSerif-Italic.ttf";

const cache = new Map<FontName, Uint8Array>();

export function fontBytes(name: FontName): Uint8Array {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(path.resolve("assets/fonts", name)));
    cache.set(name, bytes);
  }
  return bytes;
}
