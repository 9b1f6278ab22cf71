import { assertAdmin } from "~/domain/accounts";
import { failedMails, sendMailAgain, type FailedMail } from "~/infra/mail.server";
import { DomainError } from "~/lib/errors";

/**
 * Mails the SMTP server never took after every retry (decision 254): the back office sees whom
 * they were for and why they failed, never their text (an activation or reset link is a credential).
 */
export async function listFailedMails(actor: { isAdmin: boolean }): Promise<FailedMail[]> {
  assertAdmin(actor);
  return failedMails();
}

/**
 * "Send again": the mail goes back on the queue for one more attempt. Nothing to audit: it changes
 * no data, and sends only what was already meant for that address.
 */
export async function sendFailedMailAgain(actor: { isAdmin: boolean }, id: string): Promise<void> {
  assertAdmin(actor);
  if (!(await sendMailAgain(id))) throw new DomainError("admin:mails.gone", 404);
}
