import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { env } from "~/env.server";

/**
 * Secrets the server must read back (authenticator seeds) are kept encrypted at rest, so a copy of
 * the database alone does not let anyone produce a member's codes. AES-256-GCM with a key derived
 * from SESSION_SECRET (changing that secret also ends every session and 2FA enrolment).
 */
let key: Buffer | undefined;
function boxKey(): Buffer {
  key ??= Buffer.from(hkdfSync("sha256", env.SESSION_SECRET, "cct-secret-box", "two-factor", 32));
  return key;
}

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", boxKey(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf-8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

/** The plain text, or null when the box was sealed with another key or tampered with. */
export function open(sealed: string): string | null {
  try {
    const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
    const decipher = createDecipheriv("aes-256-gcm", boxKey(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf-8");
  } catch {
    return null;
  }
}
