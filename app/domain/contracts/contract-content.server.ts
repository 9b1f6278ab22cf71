import { createHash } from "node:crypto";

/**
 * A contract's canonical content and its SHA-256 (docs/contracts.md). Pure: the same content
 * always gives the same text and hash, in any language and on any machine; any change to a party,
 * a line, a total or the terms version gives another hash.
 */

export const CONTRACT_SCHEMA = "cct-sales-contract/1";

export interface ContractParties {
  seller: { account: string; name: string; phone: string | null; address: string | null };
  buyer: { account: string | null; name: string; phone: string; email: string; address: string };
}

export interface ContractSource extends ContractParties {
  termsVersion: string;
  order: {
    code: string;
    createdAt: Date;
    receivingArea: string;
    paymentMethod: string;
    discount: boolean;
    totalUsd: bigint;
    totalVnd: bigint;
    totalCcm: bigint;
  };
  lines: {
    name: string;
    quantity: number;
    price: bigint;
    vndToPay: bigint;
    ccmToPay: bigint;
    discountPercentage: number;
    totalUsd: bigint;
    totalVnd: bigint;
    totalCcm: bigint;
  }[];
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * The content that is signed. Amounts are decimal strings of whole smallest units (USD cents,
 * đồng, 10^-8 CCT): no floating point anywhere; the date is ISO 8601 in UTC.
 */
export function contractContent(source: ContractSource): Json {
  const { order } = source;
  return {
    schema: CONTRACT_SCHEMA,
    terms_version: source.termsVersion,
    order: {
      code: order.code,
      created_at: order.createdAt.toISOString(),
      receiving_area: order.receivingArea,
      payment_method: order.paymentMethod,
      discount: order.discount,
    },
    seller: { ...source.seller },
    buyer: { ...source.buyer },
    lines: source.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      discount_percentage: l.discountPercentage,
      price_usd_cents: l.price.toString(),
      price_vnd: l.vndToPay.toString(),
      price_cct_units: l.ccmToPay.toString(),
      total_usd_cents: l.totalUsd.toString(),
      total_vnd: l.totalVnd.toString(),
      total_cct_units: l.totalCcm.toString(),
    })),
    totals: {
      usd_cents: order.totalUsd.toString(),
      vnd: order.totalVnd.toString(),
      cct_units: order.totalCcm.toString(),
    },
  };
}

/**
 * Canonical JSON: object keys sorted by their UTF-16 code units, no whitespace, strings in Unicode
 * NFC and escaped as JSON.stringify does, whole numbers only. Anything else is a programming error.
 */
export function canonicalJson(value: Json): string {
  if (value === null || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "string") return JSON.stringify(value.normalize("NFC"));
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`canonicalJson: ${value} is not a whole number`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const keys = Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys
    .map((key) => {
      const item = value[key];
      if (item === undefined) throw new Error(`canonicalJson: ${key} is undefined`);
      return `${JSON.stringify(key)}:${canonicalJson(item)}`;
    })
    .join(",")}}`;
}

/** The lower-case hex SHA-256 of the canonical text's UTF-8 bytes. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** The canonical text of a contract and its hash. */
export function contractDigest(source: ContractSource): { canonical: string; hash: string } {
  const canonical = canonicalJson(contractContent(source));
  return { canonical, hash: sha256Hex(canonical) };
}
