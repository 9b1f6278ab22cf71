import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { startSmtpServer } from "../../support/smtp";
import { mailLogPath } from "./mail";

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);

/** An SMTP server on loopback for the app under test: each mail becomes one JSON line. */
export default async function globalSetup() {
  mkdirSync(path.dirname(mailLogPath), { recursive: true });
  writeFileSync(mailLogPath, "");
  const smtp = await startSmtpServer(smtpPort, (mail) => {
    appendFileSync(mailLogPath, `${JSON.stringify({ ...mail, receivedAt: new Date().toISOString() })}\n`);
  });
  return async () => {
    await smtp.close();
  };
}
