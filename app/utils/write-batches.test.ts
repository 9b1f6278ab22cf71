import { describe, expect, it } from "vitest";

import { writeBatches } from "./write-batches.server";

function collect(stream: ReturnType<typeof writeBatches>): string[] {
  const out: string[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk.toString("utf8")));
  return out;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("writeBatches", () => {
  it("sends what was written before a flush as one piece, in order", async () => {
    const stream = writeBatches();
    const out = collect(stream);
    stream.write(Buffer.from("<html>"));
    stream.write(Buffer.from("<body>Gh"));
    stream.write(Buffer.from("ế</body>"));
    stream.flush();
    await Promise.resolve();
    expect(out).toEqual(["<html><body>Ghế</body>"]);
    stream.write(Buffer.from("</html>"));
    stream.flush();
    await nextTurn();
    expect(out).toEqual(["<html><body>Ghế</body>", "</html>"]);
  });

  it("sends what was never flushed on the next turn of the event loop, and the rest at the end", async () => {
    const stream = writeBatches();
    const out = collect(stream);
    stream.write(Buffer.from("a"));
    stream.write(Buffer.from("b"));
    expect(out).toEqual([]);
    await nextTurn();
    await nextTurn();
    expect(out).toEqual(["ab"]);
    stream.write(Buffer.from("c"));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end();
    await ended;
    expect(out).toEqual(["ab", "c"]);
  });

  it("drops what it held when destroyed, without writing after", async () => {
    const stream = writeBatches();
    const out = collect(stream);
    stream.on("error", () => {});
    stream.write(Buffer.from("lost"));
    stream.destroy(new Error("aborted"));
    await nextTurn();
    await nextTurn();
    expect(out).toEqual([]);
  });
});
