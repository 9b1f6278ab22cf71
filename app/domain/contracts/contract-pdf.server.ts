import fontkit from "@pdf-lib/fontkit";
import { PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";

import type { User } from "~/db/schema";
import { fontBytes } from "~/infra/fonts.server";
import { oneAtATime } from "~/infra/one-at-a-time.server";
import { ink, margin, muted, rule, warning, width, wrap, Writer } from "~/infra/pdf-writer.server";
import { textsIn } from "~/infra/texts.server";
import { formatDateTime } from "~/lib/dates";
import { translateKey, type Language } from "~/lib/i18n";
import { formatCoin, formatUsd, formatVnd } from "~/lib/money";
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from "~/lib/signature";

import { contractFor, type Contract, type ContractSignatureView } from "./contracts.server";

/**
 * A contract as a PDF (A4), in the reader's language: the same content as the page, with the
 * signatures drawn from their path data, the fingerprints, and page numbers. The fonts are
 * embedded (subset), so Vietnamese renders anywhere. The order code is also written as plain
 * metadata (`/OrderCode`), which a reader or a test finds without decompressing anything.
 */

export async function contractPdf(contract: Contract, lng: Language): Promise<Uint8Array> {
  const t = textsIn(lng);
  const tr: Tr = (key, params) => translateKey(t, key, params);
  const { order } = contract.detail;

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = {
    regular: await doc.embedFont(fontBytes("DejaVuSans.ttf"), { subset: true }),
    bold: await doc.embedFont(fontBytes("DejaVuSans-Bold.ttf"), { subset: true }),
  };
  doc.setTitle(tr("contracts:contract.title", { code: order.code }));
  doc.setSubject(order.code);
  doc.setLanguage(lng);
  doc.setProducer("CCT Marketplace");
  doc.setCreator("CCT Marketplace");
  doc.context.lookup(doc.context.trailerInfo.Info, PDFDict).set(PDFName.of("OrderCode"), PDFString.of(order.code));

  const w = new Writer(doc, fonts);
  headerSection(w, contract, tr);
  partiesSection(w, contract, tr);
  orderSection(w, contract, tr);
  goodsSection(w, contract, tr, lng);
  termsSection(w, contract, tr);
  signaturesSection(w, contract, tr);
  w.text(tr("contracts:contract.hashHelp"), { size: 8, color: muted });

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = `${order.code} · ${tr("contracts:contract.page", { page: i + 1, pages: pages.length })}`;
    page.drawText(footer, { x: margin, y: margin - 20, size: 8, font: fonts.regular, color: muted });
  });
  return doc.save({ useObjectStreams: false });
}

type Tr = (key: string, params?: Record<string, unknown>) => string;

/** The title, the contract's state and its fingerprints (at the top, where a reader checks them first). */
function headerSection(w: Writer, contract: Contract, tr: Tr) {
  const { order } = contract.detail;
  w.text(tr("contracts:contract.heading"), { size: 18, bold: true, gap: 6 });
  w.text(tr("contracts:contract.subtitle", { code: order.code, date: formatDateTime(order.createdAt, tr("common:timeZone")) }), {
    size: 11,
  });
  w.space(4);
  w.text(`${tr("contracts:contract.stateLabel")}: ${tr(`contracts:contract.state.${contract.state}`)}`, { bold: true });
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
}

/** Both parties, side by side. */
function partiesSection(w: Writer, contract: Contract, tr: Tr) {
  const { seller, buyer } = contract.parties;
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
}

function orderSection(w: Writer, contract: Contract, tr: Tr) {
  const { order } = contract.detail;
  w.heading(tr("contracts:contract.order"));
  w.text(`${tr("contracts:contract.code")}: ${order.code}`);
  w.text(`${tr("contracts:contract.date")}: ${formatDateTime(order.createdAt, tr("common:timeZone"))}`);
  w.text(`${tr("contracts:contract.area")}: ${tr(`orders:area.${order.receivingArea}`)}`);
  w.text(`${tr("contracts:contract.payment")}: ${tr(`orders:payment.${order.paymentMethod}`)}`);
}

/** The lines as sold, each price in the three currencies, and the total. */
function goodsSection(w: Writer, contract: Contract, tr: Tr, lng: Language) {
  const { order, lines } = contract.detail;
  w.heading(tr("contracts:contract.goods"));
  const three = (usd: bigint, vnd: bigint, ccm: bigint) =>
    `${formatUsd(usd)}\n${formatVnd(vnd, lng)}\n${tr("store:price.cct", { amount: formatCoin(ccm, lng) })}`;
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
}

function termsSection(w: Writer, contract: Contract, tr: Tr) {
  w.heading(`${tr("contracts:contract.terms")} (${tr("contracts:contract.termsVersion", { version: contract.termsVersion })})`);
  const terms: unknown = tr(`contracts:terms.${contract.termsVersion}`, { returnObjects: true });
  const clauses = Array.isArray(terms) ? (terms as string[]) : [];
  clauses.forEach((clause, i) => {
    w.text(`${i + 1}. ${clause}`, { size: 9.5 });
    w.space(2);
  });
}

/** The heading and both signatures stay together on one page; each signature is drawn from its path data. */
function signaturesSection(w: Writer, contract: Contract, tr: Tr) {
  const half = width / 2;
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
    w.page.drawText(tr(`contracts:contract.${party}`), { x, y: top - 11, size: 11, font: w.fonts.bold, color: ink });
    if (party === "seller" && contract.systemStore) {
      w.page.drawText(tr("contracts:contract.systemStore"), {
        x,
        y: top - box + 8,
        size: 8,
        font: w.fonts.regular,
        color: muted,
      });
    }
    if (!signed) {
      w.page.drawText(tr("contracts:contract.partyNotSigned"), { x, y: top - 30, size: 10, font: w.fonts.regular, color: muted });
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
      date: formatDateTime(signed.signedAt, tr("common:timeZone")),
    });
    let y = top - 32 - SIGNATURE_HEIGHT * scale;
    for (const text of wrap(caption, w.fonts.regular, 9, half - 20)) {
      w.page.drawText(text, { x, y, size: 9, font: w.fonts.regular, color: ink });
      y -= 11;
    }
  });
  w.y = top - box;
}

/** PDFs are made one at a time: forty asked at once held every other request up to 3 s. */
const pdfTurn = oneAtATime("pdfs");

/** The PDF of an order's contract for a user who may see the order (404 otherwise), and its file name. */
export async function contractPdfFor(orderId: number, user: User, lng: Language) {
  const contract = await contractFor(orderId, user, lng);
  const code = contract.detail.order.code.replace(/[^A-Za-z0-9-]/g, "");
  return { filename: `contract-${code}.pdf`, bytes: await pdfTurn(() => contractPdf(contract, lng)) };
}
