import { describe, expect, it } from "vitest";

import { vietQrPayload } from "./vietqr.server";

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), written here so the test does not trust the library's. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

describe("the VietQR payload", () => {
  it("is the published example of a dynamic VietQR (ACB 257678859, 10,000 đồng, 'Chuyen tien')", () => {
    // The example vietnam-qr-pay's README publishes, as NAPAS's VietQR specification lays it out.
    expect(vietQrPayload({ bin: "970416", account: "257678859", amount: 10000n, note: "Chuyen tien" })).toBe(
      "00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6",
    );
  });

  it("carries the NAPAS GUID, the BIN, the account, QRIBFTTA, VND, the exact amount and the note, under a correct CRC", () => {
    const payload = vietQrPayload({ bin: "970436", account: "0071000123456", amount: 1701000n, note: "CCT-261127-ABC234" });
    expect(payload.startsWith("000201010212")).toBe(true); // version 01, dynamic (amount given)
    expect(payload).toContain("0010A000000727"); // NAPAS
    expect(payload).toContain("0006970436");
    expect(payload).toContain("01130071000123456");
    expect(payload).toContain("0208QRIBFTTA");
    expect(payload).toContain("5303704"); // VND
    expect(payload).toContain("54071701000");
    expect(payload).toContain("0817CCT-261127-ABC234");
    expect(payload.slice(-8, -4)).toBe("6304");
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });
});
