import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, demo } from "../support/fixtures";
import { parseMail, type ParsedMail } from "../support/mail";
import { call, form } from "../support/route-harness";

/**
 * A mail server that refuses every mail until told otherwise, in place of the file's own (set
 * before the app is imported), and one retry a second later (decision 254).
 */
const smtp = await vi.hoisted(async () => {
  const { SMTPServer } = await import("smtp-server");
  const state = { refusing: true, refused: [] as string[], raw: [] as { to: string[]; text: string }[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused.push(address.address);
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        state.raw.push({ to: session.envelope.rcptTo.map((r) => r.address), text: Buffer.concat(chunks).toString("utf-8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as { port: number };
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_RETRIES = "1";
  process.env.MAIL_RETRY_SECONDS = "1";
  return { state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
});

const received = (): ParsedMail[] => smtp.state.raw.map((m) => parseMail(m.text, m.to));

beforeAll(async () => {
  await ensureDatabase();
});

afterAll(async () => {
  await smtp.close();
});

interface FailedMailRow {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  error: string;
}

async function failedMails(admin: Record<string, string>): Promise<FailedMailRow[]> {
  const page = await call("/admin/mails", { headers: admin });
  expect(page.status).toBe(200);
  return (page.body as { mails: FailedMailRow[] }).mails;
}

describe("mails on the job queue", () => {
  it("a refused mail is tried again, then listed as failed; Send again delivers it", async () => {
    const admin = await cookieFor(demo.admin.account);
    const email = demo.member.email;
    const asked = await call("/reset-password", form({}, { email }));
    expect(asked.status).toBe(302);

    // The first attempt and one retry, both refused; then the back office lists it, with the reason.
    await vi.waitFor(async () => expect(await failedMails(admin)).toHaveLength(1), { timeout: 15_000, interval: 250 });
    expect(smtp.state.refused.filter((to) => to === email)).toHaveLength(2);
    const [failed] = await failedMails(admin);
    expect(failed).toMatchObject({ to: email, attempts: 2 });
    expect(failed.subject).not.toBe("");
    expect(failed.error).toContain("Mailbox unavailable");
    expect(received()).toHaveLength(0);

    smtp.state.refusing = false;
    const again = await call("/admin/mails", form(admin, { id: failed.id }));
    expect(again.status).toBe(302);
    await vi.waitFor(() => expect(received().map((m) => m.to)).toContainEqual([email.toLowerCase()]), { timeout: 10_000 });
    expect(received()[0].text).toContain("/new-password/");
    await vi.waitFor(async () => expect(await failedMails(admin)).toHaveLength(0), { timeout: 5_000 });

    // Sent or never failed: nothing to send again.
    const gone = await call("/admin/mails", form(admin, { id: failed.id }));
    expect(gone.status).toBe(302);
    expect(smtp.state.raw).toHaveLength(1);
  });
});
