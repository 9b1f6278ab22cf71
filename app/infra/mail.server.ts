import nodemailer, { type Transporter } from "nodemailer";

import { env } from "~/env.server";
import { log, maskEmail } from "~/infra/log.server";

import { mails } from "./metrics.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative, for mails that show a picture (the VietQR code). */
  html?: string;
  /** Pictures the HTML shows inline by `cid:`. */
  attachments?: { filename: string; content: Buffer; cid: string; contentType: string }[];
}

let transport: Transporter | undefined;

/**
 * Sends through SMTP when SMTP_URL is set. Without it, development writes the whole mail to the
 * log (the only way to follow an activation link there); production never logs the links, which
 * are credentials, nor the whole address.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const smtpUrl = env.SMTP_URL;
  if (!smtpUrl) {
    if (env.NODE_ENV === "production")
      log("warn", "mail not sent: SMTP_URL is unset", { to: maskEmail(mail.to), subject: mail.subject });
    else log("info", "mail", { to: mail.to, subject: mail.subject, text: mail.text });
    return;
  }
  transport ??= nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail({ from: env.MAIL_FROM, ...mail });
    mails.inc({ outcome: "sent" });
  } catch (error) {
    mails.inc({ outcome: "failed" });
    throw error;
  }
}
