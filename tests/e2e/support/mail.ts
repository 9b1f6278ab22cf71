import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { ParsedMail } from "../../support/mail";

export { findLink } from "../../support/mail";

export const mailLogPath = path.resolve("test-results", `mail-${process.env.E2E_SMTP_PORT ?? 2526}.jsonl`);

export function readMails(): ParsedMail[] {
  if (!existsSync(mailLogPath)) return [];
  return readFileSync(mailLogPath, "utf-8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ParsedMail);
}

/** Polls the SMTP log until a mail to `to` arrives (optionally with a subject including a text). */
export async function waitForMail(to: string, subjectIncludes?: string, timeoutMs = 10_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails()
      .reverse()
      .find((m) => m.to.includes(to.toLowerCase()) && (!subjectIncludes || m.subject.includes(subjectIncludes)));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
