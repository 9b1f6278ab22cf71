import fontkit from "@pdf-lib/fontkit";
import { PDFDict, PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFPage } from "pdf-lib";

import type { User } from "~/db/schema";
import { formatDateTime } from "~/lib/dates";
import { translateKey, type Language } from "~/lib/i18n";
import { formatCoin, formatUsd, formatVnd } from "~/lib/money";
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from "~/lib/signature";

import { contractFor, type Contract, type ContractSignatureView } from "./contracts.server";
import { fontBytes } from "./fonts.server";
import { textsIn } from "./texts.server";

/**
 * A contract as a PDF (A4), in the reader's language: the same content as the page, with the
 * signatures drawn from their path data, the fingerprints, and page numbers. The fonts are
 * embedded (subset), so Vietnamese renders anywhere. The order code is also written as plain
 * metadata (`/OrderCode`), which a reader or a test finds without decompressing anything.
 */

const A4: [number, number] = [595.28, 841.89];
const margin = 50;
const width = A4[0] - 2 * margin;
const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.39, 0.45, 0.53);
const warning = rgb(0.73, 0.11, 0.11);
const rule = rgb(0.8, 0.83, 0.87);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Lines of `text` that fit `maxWidth` at `size` (words kept whole unless one is wider than a line). */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
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
class Writer {
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

export async function contractPdf(contract: Contract, lng: Language): Promise<Uint8Array> {
  const t = textsIn(lng);
  const tr = (key: string, params?: Record<string, unknown>) => translateKey(t, key, params);
  const { order, lines } = contract.detail;
  const { seller, buyer } = contract.parties;

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = {
    regular: await doc.embedFont(fontBytes("DejaVuSans.ttf"), { subset: true }),
    bold: await doc.embedFont(fontBytes("DejaVuSans-Bold.ttf"), { subset: true }),
  };
  const title = tr("contracts:contract.title", { code: order.code });
  doc.setTitle(title);
  doc.setSubject(order.code);
  doc.setLanguage(lng);
  doc.setProducer("CCT Marketplace");
  doc.setCreator("CCT Marketplace");
  doc.context.lookup(doc.context.trailerInfo.Info, PDFDict).set(PDFName.of("OrderCode"), PDFString.of(order.code));

  const w = new Writer(doc, fonts);
  w.text(tr("contracts:contract.heading"), { size: 18, bold: true, gap: 6 });
  w.text(tr("contracts:contract.subtitle", { code: order.code, date: formatDateTime(order.createdAt) }), { size: 11 });
  w.space(4);
  w.text(`${tr("contracts:contract.stateLabel")}: ${tr(`contracts:contract.state.${contract.state}`)}`, { bold: true });
  // The fingerprints, at the top where a reader checks them first.
  if (contract.signedHash) {
    w.text(`${tr("contracts:contract.hash")}: ${contract.signedHash}`, { size: 8.5 });
    w.text(tr(contract.changed ? "contracts:contract.changed" : "contracts:contract.unchanged"), {
      size: contract.changed ? 10 : 8.5,
      bold: contract.changed,
      color: contract.changed ? warning : muted,
    });
  }
  w.text(`${tr("contracts:contract.hashNow")}: ${contract.hash}`, { size: 8.5, color: muted });
  w.rule();

  // Both parties, side by side.
  const half = width / 2;
  const partyLines = (rows: [string, string | null][]) =>
    rows.map(([label, value]) => `${tr(`contracts:contract.${label}`)}: ${value ?? "-"}`).join("\n");
  w.row(
    [
      { text: tr("contracts:contract.seller"), width: half, bold: true },
      { text: tr("contracts:contract.buyer"), width: half, bold: true },
    ],
    11,
  );
  w.row([
    {
      text: partyLines([
        ["name", seller.name],
        ["account", seller.account],
        ["phone", seller.phone],
        ["address", seller.address],
      ]),
      width: half,
    },
    {
      text: partyLines([
        ["name", buyer.name],
        ["account", buyer.account ?? tr("contracts:contract.noAccount")],
        ["phone", buyer.phone],
        ["email", buyer.email],
        ["address", buyer.address],
      ]),
      width: half,
    },
  ]);

  w.heading(tr("contracts:contract.order"));
  w.text(`${tr("contracts:contract.code")}: ${order.code}`);
  w.text(`${tr("contracts:contract.date")}: ${formatDateTime(order.createdAt)}`);
  w.text(`${tr("contracts:contract.area")}: ${tr(`orders:area.${order.receivingArea}`)}`);
  w.text(`${tr("contracts:contract.payment")}: ${tr(`orders:payment.${order.paymentMethod}`)}`);

  w.heading(tr("contracts:contract.goods"));
  const three = (usd: bigint, vnd: bigint, ccm: bigint) =>
    `${formatUsd(usd)}\n${formatVnd(vnd, lng)}\n${tr("store:price.cct", { amount: formatCoin(ccm) })}`;
  const columns = [width * 0.34, width * 0.25, width * 0.13, width * 0.28];
  w.row(
    [tr("orders:detail.product"), tr("orders:detail.unitPrice"), tr("orders:detail.quantity"), tr("orders:detail.lineTotal")].map(
      (text, i) => ({ text, width: columns[i], bold: true }),
    ),
  );
  for (const line of lines) {
    w.row([
      { text: line.name, width: columns[0] },
      { text: three(line.price, line.vndToPay, line.ccmToPay), width: columns[1] },
      { text: String(line.quantity), width: columns[2] },
      { text: three(line.totalUsd, line.totalVnd, line.totalCcm), width: columns[3] },
    ]);
  }
  w.row([
    { text: tr("orders:detail.total"), width: columns[0] + columns[1] + columns[2], bold: true },
    { text: three(order.totalUsd, order.totalVnd, order.totalCcm), width: columns[3], bold: true },
  ]);

  w.heading(`${tr("contracts:contract.terms")} (${tr("contracts:contract.termsVersion", { version: contract.termsVersion })})`);
  const terms: unknown = tr(`contracts:terms.${contract.termsVersion}`, { returnObjects: true });
  const clauses = Array.isArray(terms) ? (terms as string[]) : [];
  clauses.forEach((clause, i) => {
    w.text(`${i + 1}. ${clause}`, { size: 9.5 });
    w.space(2);
  });

  // The heading and both signatures stay together on one page.
  const box = 150;
  w.ensure(box + 40);
  w.heading(tr("contracts:contract.signatures"));
  const top = w.y;
  const parties: [string, ContractSignatureView | null][] = [
    ["buyer", contract.signatures.buyer],
    ["seller", contract.signatures.seller],
  ];
  parties.forEach(([party, signed], i) => {
    const x = margin + i * half;
    w.page.drawText(tr(`contracts:contract.${party}`), { x, y: top - 11, size: 11, font: fonts.bold, color: ink });
    if (party === "seller" && contract.systemStore) {
      w.page.drawText(tr("contracts:contract.systemStore"), { x, y: top - box + 8, size: 8, font: fonts.regular, color: muted });
    }
    if (!signed) {
      w.page.drawText(tr("contracts:contract.partyNotSigned"), { x, y: top - 30, size: 10, font: fonts.regular, color: muted });
      return;
    }
    // The signature image, drawn from its path data in a 600×200 box scaled to the column.
    const scale = (half - 30) / SIGNATURE_WIDTH;
    const drawn = signed.signature.kind === "drawn";
    w.page.drawRectangle({
      x,
      y: top - 20 - SIGNATURE_HEIGHT * scale,
      width: SIGNATURE_WIDTH * scale,
      height: SIGNATURE_HEIGHT * scale,
      borderColor: rule,
      borderWidth: 0.5,
    });
    w.page.drawSvgPath(signed.signature.path, {
      x,
      y: top - 20,
      scale,
      ...(drawn ? { borderColor: ink, borderWidth: 3 } : { color: ink }),
    });
    const caption = tr("contracts:contract.signedBy", {
      name: signed.signer.name,
      account: signed.signer.account,
      date: formatDateTime(signed.signedAt),
    });
    let y = top - 32 - SIGNATURE_HEIGHT * scale;
    for (const text of wrap(caption, fonts.regular, 9, half - 20)) {
      w.page.drawText(text, { x, y, size: 9, font: fonts.regular, color: ink });
      y -= 11;
    }
  });
  w.y = top - box;

  w.text(tr("contracts:contract.hashHelp"), { size: 8, color: muted });

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = `${order.code} · ${tr("contracts:contract.page", { page: i + 1, pages: pages.length })}`;
    page.drawText(footer, { x: margin, y: margin - 20, size: 8, font: fonts.regular, color: muted });
  });
  return doc.save({ useObjectStreams: false });
}

/** The PDF of an order's contract for a user who may see the order (404 otherwise), and its file name. */
export async function contractPdfFor(orderId: number, user: User, lng: Language) {
  const contract = await contractFor(orderId, user);
  const code = contract.detail.order.code.replace(/[^A-Za-z0-9-]/g, "");
  return { filename: `contract-${code}.pdf`, bytes: await contractPdf(contract, lng) };
}
