import type { Contract, ContractSignatureView, Signature } from "~/domain/contracts";
import { COIN_DECIMALS, unitsToNumber, USD_DECIMALS } from "~/lib/money";
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH, signatureSvg } from "~/lib/signature";

import { orderLineJson } from "./orders";

/* The API's wire shape of the contracts area: snake_case, amounts as JSON numbers. */

/** The contract as the API answers it. */
export function contractJson(c: Contract) {
  const { order, lines } = c.detail;
  const signatureOf = (s: ContractSignatureView | null) =>
    s && {
      party: s.party,
      signer: s.signer,
      signed_at: s.signedAt,
      content_hash: s.hash,
      terms_version: s.termsVersion,
      signature: {
        id: s.signature.id,
        kind: s.signature.kind,
        name: s.signature.name,
        created_at: s.signature.createdAt,
        svg: signatureSvg(s.signature.kind, s.signature.path),
      },
    };
  return {
    order_id: order.id,
    code: order.code,
    created_at: order.createdAt,
    state: c.state,
    terms_version: c.termsVersion,
    content_hash: c.hash,
    signed_hash: c.signedHash,
    changed_after_signing: c.changed,
    seller: c.parties.seller,
    buyer: c.parties.buyer,
    receiving_area: order.receivingArea,
    payment_method: order.paymentMethod,
    lines: lines.map(orderLineJson),
    total_usd: unitsToNumber(order.totalUsd, USD_DECIMALS),
    total_vnd: Number(order.totalVnd),
    total_cct: unitsToNumber(order.totalCcm, COIN_DECIMALS),
    signatures: { buyer: signatureOf(c.signatures.buyer), seller: signatureOf(c.signatures.seller) },
    sign_as: c.signAs,
  };
}

/** A signature as the API answers it: the SVG document is built from the stored path data. */
export function signatureJson(row: Signature) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    path: row.path,
    width: SIGNATURE_WIDTH,
    height: SIGNATURE_HEIGHT,
    svg: signatureSvg(row.kind, row.path),
    created_at: row.createdAt,
  };
}
