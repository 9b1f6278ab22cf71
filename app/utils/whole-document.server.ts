import { Writable } from "node:stream";

/**
 * Where React writes a document: its pieces are kept and joined once React has written all of it
 * (decision 154). `body` settles with the whole page, or fails with the render.
 */
export function documentSink(): { sink: Writable; body: Promise<Buffer> } {
  const pieces: Buffer[] = [];
  let settle!: (body: Buffer) => void;
  let fail!: (error: Error) => void;
  const body = new Promise<Buffer>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const sink = new Writable({
    write(piece: Buffer, _encoding, callback) {
      pieces.push(piece);
      callback();
    },
    final(callback) {
      settle(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces));
      callback();
    },
    destroy(error, callback) {
      fail(error ?? new Error("the document was not written"));
      callback(error);
    },
  });
  return { sink, body };
}

const bodies = new WeakMap<Response, Buffer>();

/**
 * A document's answer. The server's bridge (server/http.mjs) sends the bytes it was made from in
 * one write with their length, without reading them back through the Response's stream.
 */
export function documentResponse(body: Buffer, init: ResponseInit): Response {
  // Node's buffers are backed by an ArrayBuffer (never a shared one), which is what a body may be.
  const response = new Response(body as Uint8Array<ArrayBuffer>, init);
  bodies.set(response, body);
  return response;
}

/** The whole body of a document made by `documentResponse`; undefined for any other answer. */
export function documentBody(response: Response): Buffer | undefined {
  return bodies.get(response);
}
