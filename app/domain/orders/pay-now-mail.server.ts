import type { Order } from "~/db/schema";
import type { Mail } from "~/infra/mail.server";
import { textsIn } from "~/infra/texts.server";
import { qrPng } from "~/infra/vietqr.server";
import { formatVnd } from "~/lib/money";

import { payNowFor } from "./pay-now.server";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The confirmation mail of a bank-transfer order starts with "Pay now" (decision 187): the details as
 * text and, in the HTML part, the VietQR code as a PNG attached inline (cid:). Mail clients do not
 * draw SVG and many block data: URIs; an inline attachment shows in Gmail, Outlook and Apple Mail.
 * Null when there is nothing to pay by transfer.
 */
export async function payNowMail(order: Order, body: string): Promise<Pick<Mail, "text" | "html" | "attachments"> | null> {
  const payNow = await payNowFor(order);
  if (!payNow) return null;
  const t = textsIn(order.language);
  const details = t("orders:mail.payNow", {
    bank: `${payNow.bankName} (${payNow.bankFullName})`,
    account: payNow.account,
    holder: payNow.holder,
    amount: formatVnd(payNow.amountVnd, order.language),
    note: payNow.note,
  });
  const cid = `vietqr-${order.id}@orders`;
  const alt = escapeHtml(t("orders:mail.qrAlt", { code: order.code }));
  const pre = (text: string) => `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`;
  const html = [
    `<div style="font-family:Arial,sans-serif;font-size:14px;color:#0f172a">`,
    `<h2 style="color:#047857">${escapeHtml(t("orders:payNow.title"))}</h2>`,
    `<p><img src="cid:${cid}" width="240" height="240" alt="${alt}"></p>`,
    pre(details),
    `<hr>`,
    pre(body),
    `</div>`,
  ].join("");
  return {
    text: `${details}\n\n${body}`,
    html,
    attachments: [{ filename: `vietqr-${order.code}.png`, content: await qrPng(payNow.vietqr), cid, contentType: "image/png" }],
  };
}
