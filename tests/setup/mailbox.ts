import type { ParsedMail } from "../support/mail";

/** Mails the test file's SMTP server received; shared through globalThis with tests/setup/db.ts. */
const store = globalThis as unknown as { __mailbox?: ParsedMail[] };
export const mailbox: ParsedMail[] = (store.__mailbox ??= []);

export function receiveMail(mail: ParsedMail): void {
  mailbox.push(mail);
}

function matches(mail: ParsedMail, to: string, subjectIncludes?: string): boolean {
  return mail.to.includes(to.toLowerCase()) && (!subjectIncludes || mail.subject.includes(subjectIncludes));
}

/** The mails received for `to` so far (optionally only those whose subject includes a text). */
export function mailsFor(to: string, subjectIncludes?: string): ParsedMail[] {
  return mailbox.filter((mail) => matches(mail, to, subjectIncludes));
}

/** Waits for the next mail to `to` (with a subject including `subjectIncludes`) and returns its text. */
export async function waitForMail(to: string, subjectIncludes?: string, timeoutMs = 15_000): Promise<string> {
  return (await waitForMessage(to, subjectIncludes, timeoutMs)).text;
}

/** Like waitForMail, but returns the whole parsed mail and removes it from the mailbox. */
export async function waitForMessage(to: string, subjectIncludes?: string, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const index = mailbox.findIndex((mail) => matches(mail, to, subjectIncludes));
    if (index !== -1) return mailbox.splice(index, 1)[0];
    if (Date.now() > deadline) {
      const seen = mailbox.map((m) => `${m.to.join(",")}: ${m.subject}`).join("; ") || "none";
      throw new Error(
        `No mail to ${to}${subjectIncludes ? ` about "${subjectIncludes}"` : ""} within ${timeoutMs} ms (received: ${seen})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function clearMailbox(): void {
  mailbox.length = 0;
}
