import { describe, expect, it } from "vitest";

import {
  canonicalJson,
  CONTRACT_SCHEMA,
  contractContent,
  contractDigest,
  sha256Hex,
  type ContractSource,
} from "./contract-content.server";

function source(): ContractSource {
  return {
    termsVersion: "2026-11",
    order: {
      code: "CCT-261123-ABCDEF",
      createdAt: new Date("2026-11-23T10:11:12.345Z"),
      receivingArea: "AT_HOME",
      paymentMethod: "bank_vnd",
      discount: false,
      totalUsd: 3749n,
      totalVnd: 900_000n,
      totalCcm: 3_749_000_000n,
    },
    seller: { account: "member01", name: "Mai Member", phone: "+84901234567", address: "123 Nguyễn Huệ, Quận 1" },
    buyer: { account: "member02", name: "Nam Member", phone: "+84912345678", email: "nam@mail.test", address: "1 Lê Lợi" },
    lines: [
      {
        name: "Vitamin C 1000mg",
        quantity: 3,
        price: 1250n,
        vndToPay: 300_000n,
        ccmToPay: 1_250_000_000n,
        discountPercentage: 0,
        totalUsd: 3750n,
        totalVnd: 900_000n,
        totalCcm: 3_750_000_000n,
      },
    ],
  };
}

describe("canonical JSON", () => {
  it("sorts keys, drops whitespace and keeps arrays in order", () => {
    expect(canonicalJson({ b: 1, a: [3, { d: true, c: null }], Z: "x" })).toBe('{"Z":"x","a":[3,{"c":null,"d":true}],"b":1}');
  });

  it("writes one text for the same content whatever the key order or Unicode form", () => {
    const composed = canonicalJson({ name: "Nguyễn", city: "Huế" });
    const decomposed = canonicalJson({ city: "Huế".normalize("NFD"), name: "Nguyễn".normalize("NFD") });
    expect(decomposed).toBe(composed);
    expect(composed).toBe('{"city":"Huế","name":"Nguyễn"}');
  });

  it("refuses numbers that are not whole (amounts are strings of whole units)", () => {
    expect(() => canonicalJson({ price: 12.5 })).toThrow(/whole number/);
    expect(() => canonicalJson({ price: Number.NaN })).toThrow();
  });
});

describe("the contract's content and hash", () => {
  it("holds the parties, the lines, the totals and the terms version, amounts as whole units", () => {
    const content = contractContent(source()) as Record<string, unknown>;
    expect(content.schema).toBe(CONTRACT_SCHEMA);
    expect(content.terms_version).toBe("2026-11");
    expect(content.order).toEqual({
      code: "CCT-261123-ABCDEF",
      created_at: "2026-11-23T10:11:12.345Z",
      receiving_area: "AT_HOME",
      payment_method: "bank_vnd",
      discount: false,
    });
    expect(content.totals).toEqual({ usd_cents: "3749", vnd: "900000", cct_units: "3749000000" });
    expect((content.lines as Record<string, unknown>[])[0]).toMatchObject({ quantity: 3, price_cct_units: "1250000000" });
    expect((content.buyer as Record<string, unknown>).account).toBe("member02");
  });

  it("is stable: the same content gives the same text and SHA-256", () => {
    const first = contractDigest(source());
    const second = contractDigest(source());
    expect(second).toEqual(first);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).toBe(sha256Hex(first.canonical));
  });

  it("matches a known digest (the documented algorithm, not just self-consistency)", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const { canonical } = contractDigest(source());
    expect(canonical.startsWith('{"buyer":{"account":"member02","address":"1 Lê Lợi"')).toBe(true);
    expect(canonical).not.toMatch(/\s{2}|\n/);
  });

  const changes: [string, (s: ContractSource) => void][] = [
    ["a line's quantity", (s) => (s.lines[0].quantity = 4)],
    ["a line's price", (s) => (s.lines[0].vndToPay += 1n)],
    ["a line's name", (s) => (s.lines[0].name = "Vitamin C 500mg")],
    ["a line added", (s) => s.lines.push({ ...s.lines[0] })],
    ["a total", (s) => (s.order.totalCcm += 1n)],
    ["the seller's phone", (s) => (s.seller.phone = "+84900000000")],
    ["the buyer's address", (s) => (s.buyer.address = "2 Lê Lợi")],
    ["the buyer's account", (s) => (s.buyer.account = null)],
    ["the receiving area", (s) => (s.order.receivingArea = "MB")],
    ["the payment method", (s) => (s.order.paymentMethod = "cct")],
    ["the order date", (s) => (s.order.createdAt = new Date("2026-11-23T10:11:13.345Z"))],
    ["the terms version", (s) => (s.termsVersion = "2027-01")],
  ];
  it.each(changes)("changes when %s changes", (_what, change) => {
    const changed = source();
    change(changed);
    expect(contractDigest(changed).hash).not.toBe(contractDigest(source()).hash);
  });
});
