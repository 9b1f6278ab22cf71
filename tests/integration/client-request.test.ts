import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

import { toRequest } from "../../server/http.mjs";

/*
 * The bridge hands React Router a Request whose signal aborts when the client goes away before the
 * answer (decision 281): loaders and the error log read it, and React Router's copies follow it.
 */

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

type Seen = { request: Request; res: ServerResponse };

/** A server that makes the Request of each request and answers after `answerAfterMs` (never when null). */
async function bridging(answerAfterMs: number | null) {
  const seen: Seen[] = [];
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // What Express adds and toRequest reads.
    Object.assign(req, { originalUrl: req.url, protocol: "http", host: req.headers.host });
    const request = toRequest(req, res, undefined);
    seen.push({ request, res });
    if (answerAfterMs !== null) setTimeout(() => res.end("ok"), answerAfterMs);
  });
  server.listen(0);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { seen, url: `http://127.0.0.1:${port}/vi/dashboard?page=2` };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("the Request the bridge makes", () => {
  it("carries the method, the URL and the headers, and is a Request", async () => {
    const { seen, url } = await bridging(0);
    const response = await fetch(url, { headers: { "Accept-Language": "vi" } });
    expect(await response.text()).toBe("ok");
    const [{ request }] = seen;
    expect(request).toBeInstanceOf(Request);
    expect(request.method).toBe("GET");
    expect(request.url).toBe(url);
    expect(request.headers.get("accept-language")).toBe("vi");
    expect(request.signal.aborted).toBe(false);
  });

  it("is aborted when the client goes away, and so is a copy made from it", async () => {
    const { seen, url } = await bridging(null);
    const client = httpRequest(url);
    client.on("error", () => {});
    client.end();
    await until(() => seen.length === 1);
    const [{ request }] = seen;
    const copy = new Request(request.url, { headers: request.headers, signal: request.signal });
    expect(request.signal.aborted).toBe(false);
    client.destroy();
    await until(() => request.signal.aborted);
    expect(request.signal.aborted).toBe(true);
    expect(copy.signal.aborted).toBe(true);
  });

  it("is not aborted once answered, when the connection closes afterwards", async () => {
    const { seen, url } = await bridging(0);
    await (await fetch(url)).text();
    const [{ request, res }] = seen;
    res.socket?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(request.signal.aborted).toBe(false);
  });
});
