import { connect } from "node:net";

/**
 * Sends `lines` (a request line and headers, CRLF added) as they are, on a connection of its own,
 * and returns the whole answer: for requests no HTTP client would send (a Host with a path, an
 * absolute-form target).
 */
export function rawRequest(baseURL: string, lines: string[]): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${[...lines, "Connection: close"].join("\r\n")}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest.join("\r\n\r\n") });
    });
  });
}
