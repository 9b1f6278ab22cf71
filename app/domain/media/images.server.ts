import { createHash } from "node:crypto";

import { enforce, limits } from "~/domain/accounts";
import { boundedQueue, QueueFull } from "~/infra/bounded-queue.server";
import { objectStore } from "~/infra/storage.server";
import { DomainError } from "~/lib/errors";
import { imageWidths, storedImagePath } from "~/lib/images";

/** The largest upload taken (the HTTP layer stops bodies at 10 MiB before this). */
export const maxImageBytes = 5 * 1024 * 1024;
/**
 * The most pixels taken, read from the header before anything is decoded (decision 170): a
 * 48-megapixel camera's 8000 × 6000. Past it a picture is not a product photo, and decoding it costs
 * a core for seconds. No side may be longer than 8000 either (a WebP copy is at most 16383 high).
 */
const maxImagePixels = 8000 * 6000;
const maxImageSide = 8000;

const formats = { png: "png", jpeg: "jpg" } as const;

/**
 * sharp, set up once for a server whose CPU serves everyone: one libvips thread per picture (some
 * builds use every core) and no cache of operations (a picture is never decoded twice: stored
 * names come from the content).
 */
let loaded: Promise<(typeof import("sharp"))["default"]> | undefined;
function sharpLib() {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/**
 * Pictures are decoded one at a time per process (decision 170): a decode holds a core, and one of
 * libuv's four threads that password hashing needs too. What waits is bounded by pixels (four of
 * the largest pictures, some four seconds of work); past it the upload is told to try again.
 */
const decodeInTurn = boundedQueue({ concurrency: 1, capacity: 4 * maxImagePixels, name: "images" });
const busyRetrySeconds = 5;

/** The WebP copy of a picture at `width` (never enlarged), as every stored image has them. */
export async function webpCopy(bytes: Uint8Array, width: number): Promise<Uint8Array> {
  const sharp = await sharpLib();
  return sharp(bytes).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}

/**
 * Every WebP copy from one decode: the picture is read once, shrunk to the widest copy, and the
 * others are made from that (decoding a large PNG is most of the work).
 */
async function webpCopies(bytes: Uint8Array): Promise<Map<number, Uint8Array>> {
  const sharp = await sharpLib();
  const { data, info } = await sharp(bytes, { limitInputPixels: maxImagePixels })
    .rotate()
    .resize({ width: Math.max(...imageWidths), withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const copies = new Map<number, Uint8Array>();
  for (const width of imageWidths) {
    copies.set(width, await sharp(data, { raw }).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer());
  }
  return copies;
}

/** `webpCopies` when its turn comes; "busy" (503, Retry-After) when the queue is full. */
async function copiesInTurn(bytes: Uint8Array, pixels: number, field: string): Promise<Map<number, Uint8Array>> {
  try {
    return await decodeInTurn(pixels, () => webpCopies(bytes));
  } catch (error) {
    if (error instanceof QueueFull) throw new DomainError("products:errors.imageBusy", 503, field, {}, busyRetrySeconds);
    // A file sharp can name but not decode (truncated, corrupt) is not an image either.
    throw new DomainError("products:errors.imageType", 422, field);
  }
}

/**
 * Checks an uploaded image by its content (png or jpeg, whatever its name says), keeps the original
 * and WebP copies at the widths the pages ask for, under names made from the content: the same
 * picture uploaded twice is stored once, and a name never changes meaning (long cache).
 * Answers the original's public path, "/media/images/{hash}.{ext}". `prepared` copies (by width,
 * made with `webpCopy`: the demo pictures') are stored as they are instead of being made again.
 */
export async function storeImage(
  bytes: Uint8Array,
  field = "thumbnail",
  prepared?: ReadonlyMap<number, Uint8Array>,
): Promise<string> {
  if (bytes.byteLength === 0) throw new DomainError("products:errors.imageEmpty", 422, field);
  if (bytes.byteLength > maxImageBytes) throw new DomainError("products:errors.imageTooLarge", 422, field);
  const sharp = await sharpLib();
  let metadata;
  try {
    // The header alone, whatever size it claims: the pixel count is checked below, by us.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError("products:errors.imageType", 422, field);
  }
  const extension = formats[metadata.format as keyof typeof formats];
  if (!extension) throw new DomainError("products:errors.imageType", 422, field);
  const { width, height } = metadata;
  if (!width || !height || width > maxImageSide || height > maxImageSide || width * height > maxImagePixels) {
    throw new DomainError("products:errors.imageSize", 422, field);
  }
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 24);
  const key = `images/${hash}.${extension}`;
  const store = await objectStore();
  if (!(await store.has(key))) {
    const copies =
      prepared && imageWidths.every((w) => prepared.has(w)) ? prepared : await copiesInTurn(bytes, width * height, field);
    for (const [copyWidth, webp] of copies) await store.put(`images/${hash}-${copyWidth}.webp`, webp, "image/webp");
    // The original last: its presence says the copies are there.
    await store.put(key, bytes, extension === "png" ? "image/png" : "image/jpeg");
  }
  return `/media/${key}`;
}

/**
 * A member's upload: counted against their budget first (decision 171: every picture sent costs
 * the server, stored or refused), then checked and stored as `storeImage` does.
 */
export async function uploadImage(uploaderId: number, bytes: Uint8Array, field: string): Promise<string> {
  await enforce([`upload:user:${uploaderId}`], limits.upload, { message: "products:errors.imageTooMany", field });
  return storeImage(bytes, field);
}

/** Refuses (422 on `field`) a picture path that names no image stored here (decision 172). */
export async function assertStoredImage(src: string | null | undefined, field: string): Promise<void> {
  if (src === null || src === undefined) return;
  const stored = storedImagePath.test(src) && (await (await objectStore()).has(src.slice("/media/".length)));
  if (!stored) throw new DomainError("products:errors.imageUnknown", 422, field);
}

/** A stored file for the /media route, or null. */
export async function mediaFile(key: string) {
  if (!/^images\/[0-9a-f]{24}(-\d{2,4}\.webp|\.(png|jpg))$/.test(key)) return null;
  return (await objectStore()).get(key);
}
