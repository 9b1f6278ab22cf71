import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/env.server";
import { log } from "~/utils/log.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let transport: Transporter | undefined;

/** Sends through SMTP when SMTP_URL is set; otherwise writes the mail to the server log. */
export async function sendMail(mail: Mail): Promise<void> {
  const smtpUrl = env.SMTP_URL;
  if (!smtpUrl) {
    log("info", "mail", { to: mail.to, subject: mail.subject, text: mail.text });
    return;
  }
  transport ??= nodemailer.createTransport(smtpUrl);
  await transport.sendMail({ from: env.MAIL_FROM, ...mail });
}
