import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * A 16-bit RGBA PNG of one colour: under a megabyte on the wire (it deflates to almost nothing),
 * width × height × 8 bytes of pixels to decode. The upload a member can make that costs the most.
 */
export async function expensivePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } })
    .toColourspace("rgb16")
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A small ordinary PNG (a few hundred pixels), quick to store. */
export function smallPng(seed = 0): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: seed % 256, g: 80, b: 160 } } })
    .png()
    .toBuffer();
}

/** The same picture with a comment chunk `n`: other bytes (so another stored name), the same pixels. */
export function variant(png: Buffer, n: number): Buffer {
  const data = Buffer.from(`Comment\0${n}`, "latin1");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write("tEXt", 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

/**
 * A PNG whose header claims `width` × `height` 8-bit RGB pixels, with a few bytes of pixel data: a
 * decompression bomb, to a reader of headers.
 */
export function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "latin1");
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
