import { access, constants, mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { env } from "~/env.server";

/**
 * Where uploaded files live: one small interface, two drivers. A folder under DATA_DIR by default
 * (nothing else to run); S3-compatible object storage when S3_BUCKET is set, so that several app
 * processes on several machines share the images. Keys are content-addressed, so a key, once
 * written, never changes.
 */
export interface ObjectStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  has(key: string): Promise<boolean>;
  /** Throws when the store cannot be written to or reached (the readiness check). */
  check(): Promise<void>;
}

const types: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp" };

export function contentTypeOf(key: string): string {
  return types[key.split(".").pop() ?? ""] ?? "application/octet-stream";
}

/** Files in a folder; a write goes to a temporary name first, so a reader never sees half a file. */
export function folderStore(root: string): ObjectStore {
  const file = (key: string) => path.join(root, ...key.split("/"));
  return {
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return { body: await readFile(file(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") return null;
        throw error;
      }
    },
    async has(key) {
      return stat(file(key)).then(
        () => true,
        () => false,
      );
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** An S3-compatible bucket (AWS, MinIO, Ceph…), through the AWS SDK. */
export async function s3Store(settings: S3Settings): Promise<ObjectStore> {
  const { GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } =
    await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Self-hosted servers answer on one host: bucket in the path, not in the host name.
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const missing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
  };
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        const body = await answer.Body!.transformToByteArray();
        return { body, contentType: answer.ContentType ?? contentTypeOf(key) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    },
  };
}

let store: Promise<ObjectStore> | undefined;

/** The store this process uses (configured by the environment). */
export function objectStore(): Promise<ObjectStore> {
  store ??= env.S3_BUCKET
    ? s3Store({
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      })
    : // An in-memory database (tests) keeps its files in a shared temporary folder: content-addressed
      // keys make sharing safe, and the demo images are processed once, not once per test file.
      Promise.resolve(
        folderStore(env.DATA_DIR === "memory://" ? path.join(tmpdir(), "cct-media") : path.resolve(env.DATA_DIR, "media")),
      );
  return store;
}
