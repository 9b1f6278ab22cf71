import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { s3Store, type ObjectStore } from "~/infra/storage.server";

// A real S3-compatible server on loopback (s3rver), not a mock: the driver speaks HTTP to it.
let server: { close(): Promise<void> };
let folder: string;
let store: ObjectStore;

beforeAll(async () => {
  const { default: S3rver } = await import("s3rver");
  folder = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const instance = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: folder,
    configureBuckets: [{ name: "media" }],
  });
  const { port } = await instance.run();
  server = instance;
  store = await s3Store({
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: "media",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
});

afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

describe("the S3 storage driver", () => {
  it("stores, finds and reads back an object with its type", async () => {
    const body = new TextEncoder().encode("not really a picture");
    expect(await store.has("images/test.png")).toBe(false);
    expect(await store.get("images/test.png")).toBeNull();
    await store.put("images/test.png", body, "image/png");
    expect(await store.has("images/test.png")).toBe(true);
    const back = await store.get("images/test.png");
    expect(back?.contentType).toBe("image/png");
    expect(new TextDecoder().decode(back!.body)).toBe("not really a picture");
  });
});
