import nodemailer, { type Transporter } from "nodemailer";

import { env } from "~/env.server";
import { defineJob, failedJobs, retryJob, sendJob } from "~/infra/jobs.server";
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

/** What a log line about a mail may name besides its masked address (an order's id). */
type About = Record<string, string | number>;

/** A mail as the job queue keeps it: JSON, the pictures in base64. */
interface MailJob {
  mail: Omit<Mail, "attachments"> & { attachments?: (Omit<Attachment, "content"> & { content: string })[] };
  about?: About;
}
type Attachment = NonNullable<Mail["attachments"]>[number];

const mailJob = "mail";
let transport: Transporter | undefined;

async function deliver(mail: Mail): Promise<void> {
  transport ??= nodemailer.createTransport(env.SMTP_URL!);
  try {
    await transport.sendMail({ from: env.MAIL_FROM, ...mail });
    mails.inc({ outcome: "sent" });
  } catch (error) {
    mails.inc({ outcome: "failed" });
    throw error;
  }
}

defineJob<MailJob>(mailJob, {
  retryLimit: env.MAIL_RETRIES,
  retryDelaySeconds: env.MAIL_RETRY_SECONDS,
  retryBackoff: true,
  // A burst of sign-ups or orders is sent side by side, not one SMTP conversation after another.
  concurrency: 4,
  async handle({ mail, about }, { retryCount, retryLimit }) {
    try {
      await deliver({
        ...mail,
        attachments: mail.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content, "base64") })),
      });
    } catch (error) {
      log("error", "mail not sent", {
        ...about,
        to: maskEmail(mail.to),
        attempt: retryCount + 1,
        retrying: retryCount < retryLimit,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  },
});

/**
 * Queues the mail (decision 254): it is sent by whichever process takes it, tried again with
 * growing waits when the SMTP server does not take it, and listed in the back office once given
 * up. Without SMTP_URL, development writes the whole mail to the log (the only way to follow an
 * activation link there); production never logs the links, which are credentials, nor the whole
 * address.
 */
export async function sendMail(mail: Mail, about?: About): Promise<void> {
  if (!env.SMTP_URL) {
    if (env.NODE_ENV === "production")
      log("warn", "mail not sent: SMTP_URL is unset", { to: maskEmail(mail.to), subject: mail.subject });
    else log("info", "mail", { to: mail.to, subject: mail.subject, text: mail.text });
    return;
  }
  const job: MailJob = {
    mail: { ...mail, attachments: mail.attachments?.map((a) => ({ ...a, content: a.content.toString("base64") })) },
    about,
  };
  await sendJob(mailJob, job);
}

export interface FailedMail {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  failedAt: Date;
  error: string;
}

/** The mails given up on, the latest first. */
export async function failedMails(): Promise<FailedMail[]> {
  return (await failedJobs(mailJob)).map(({ id, data, attempts, failedAt, error }) => {
    const { mail } = data as unknown as MailJob;
    return { id, to: mail.to, subject: mail.subject, attempts, failedAt, error };
  });
}

/** A failed mail tried once more; false when it is not (or no longer) a failed mail. */
export function sendMailAgain(id: string): Promise<boolean> {
  return retryJob(mailJob, id);
}
