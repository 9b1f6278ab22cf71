import { SMTPServer } from "smtp-server";

import { parseMail, type ParsedMail } from "./mail";

/** A local SMTP server on loopback that accepts every mail and hands it over parsed. */
export async function startSmtpServer(
  port: number,
  onMail: (mail: ParsedMail) => void,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        try {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          onMail(parseMail(Buffer.concat(chunks).toString("utf-8"), envelopeTo));
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return { port: actualPort, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
