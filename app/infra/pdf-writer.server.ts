import { rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

/** Writing A4 pages top to bottom with pdf-lib: wrapped text, rules, headings, rows of cells. */

export const A4: [number, number] = [595.28, 841.89];
export const margin = 50;
export const width = A4[0] - 2 * margin;
export const ink = rgb(0.06, 0.09, 0.16);
export const muted = rgb(0.39, 0.45, 0.53);
export const warning = rgb(0.73, 0.11, 0.11);
export const rule = rgb(0.8, 0.83, 0.87);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Lines of `text` that fit `maxWidth` at `size` (words kept whole unless one is wider than a line). */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word longer than the line (a hash): cut it where it overflows.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > maxWidth) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A cursor over pages: writes top to bottom and starts a new page when the next block does not fit. */
export class Writer {
  page: PDFPage;
  y: number;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - margin;
  }

  ensure(height: number) {
    if (this.y - height < margin + 20) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - margin;
    }
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: typeof ink; x?: number; maxWidth?: number; gap?: number } = {},
  ) {
    const { size = 10, bold = false, color = ink, x = margin, maxWidth = width - (x - margin), gap = 2 } = options;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(text, font, size, maxWidth)) {
      this.ensure(size + gap);
      this.y -= size;
      this.page.drawText(line, { x, y: this.y, size, font, color });
      this.y -= gap;
    }
  }

  space(height: number) {
    this.y -= height;
  }

  rule() {
    this.ensure(8);
    this.y -= 4;
    this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: margin + width, y: this.y }, thickness: 0.5, color: rule });
    this.y -= 4;
  }

  heading(text: string) {
    this.ensure(40);
    this.space(8);
    this.text(text, { size: 12, bold: true });
    this.space(2);
  }

  /** Columns of wrapped cells side by side; the row is as tall as its tallest cell. */
  row(cells: { text: string; width: number; bold?: boolean }[], size = 9) {
    const wrapped = cells.map((c) => wrap(c.text, c.bold ? this.fonts.bold : this.fonts.regular, size, c.width - 6));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * (size + 2) + 4;
    this.ensure(height);
    let x = margin;
    cells.forEach((cell, i) => {
      let y = this.y - 2;
      for (const line of wrapped[i]) {
        y -= size;
        this.page.drawText(line, { x: x + 3, y, size, font: cell.bold ? this.fonts.bold : this.fonts.regular, color: ink });
        y -= 2;
      }
      x += cell.width;
    });
    this.y -= height;
    this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: margin + width, y: this.y }, thickness: 0.3, color: rule });
  }
}
