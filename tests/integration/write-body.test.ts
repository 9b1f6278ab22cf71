import { once } from "node:events";
import { createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";

import { writeBody } from "../../server/http.mjs";

/*
 * The bridge writes a streamed answer (a CSV, a streamed page) as the client takes it (decision 268):
 * every chunk in order, no further ahead than the socket's buffers, the source cancelled when the
 * client goes away.
 */

const chunk = 256 * 1024;
let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

/** A server whose one answer is `count` chunks numbered in their first byte; `pulled` counts the reads. */
async function serving(count: number) {
  const state = { pulled: 0, cancelled: false, sent: [] as WeakRef<Uint8Array>[] };
  server = createServer((_req, res) => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.pulled === count) return controller.close();
        const bytes = new Uint8Array(chunk).fill(state.pulled++ % 256);
        state.sent.push(new WeakRef(bytes));
        controller.enqueue(bytes);
      },
      cancel() {
        state.cancelled = true;
      },
    });
    res.writeHead(200);
    void writeBody(body, res);
  });
  server.listen(0);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const response = await new Promise<IncomingMessage>((resolve) => get(`http://127.0.0.1:${port}/`, resolve));
  return { state, response };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a streamed answer", () => {
  it("arrives whole and in order", async () => {
    const { response } = await serving(40);
    const parts: Buffer[] = [];
    for await (const part of response) parts.push(part as Buffer);
    const bytes = Buffer.concat(parts);
    expect(bytes.length).toBe(40 * chunk);
    for (let i = 0; i < 40; i++) expect(bytes[i * chunk]).toBe(i);
  });

  it("keeps no chunk once written: a long download is not held whole until its end", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const { state, response } = await serving(400);
    let received = 0;
    await new Promise<void>((resolve) => {
      response.on("data", (part: Buffer) => {
        received += part.length;
        if (received < 200 * chunk) return;
        response.pause();
        resolve();
      });
    });
    // Half the answer has gone out and the response is still open.
    gc();
    await settle(50);
    gc();
    const kept = state.sent.slice(0, 150).filter((ref) => ref.deref() !== undefined).length;
    expect(kept).toBe(0);
    response.destroy();
  });

  it("is read no further ahead than the client takes it", async () => {
    const { state, response } = await serving(400);
    response.pause();
    await settle(500);
    // The socket's buffers hold a few chunks; 400 chunks (100 MB) are never read ahead.
    expect(state.pulled).toBeLessThan(100);
    const held = state.pulled;
    await settle(300);
    expect(state.pulled).toBe(held);
    response.destroy();
  });

  it("stops reading its source when the client goes away", async () => {
    const { state, response } = await serving(400);
    response.pause();
    await settle(200);
    response.destroy();
    await settle(300);
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(400);
  });
});
