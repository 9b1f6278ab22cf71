import { createHmac } from "node:crypto";

function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/**
 * The code an authenticator app shows for `secret`, `offset` 30-second steps from now (RFC 6238,
 * SHA-1, 6 digits): tests need codes of neighbouring steps, since each code works only once.
 */
export function totpCode(secret: string, offset = 0): string {
  const step = Math.floor(Date.now() / 1000 / 30) + offset;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const at = hmac[hmac.length - 1] & 0xf;
  const value = (hmac.readUInt32BE(at) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, "0");
}
