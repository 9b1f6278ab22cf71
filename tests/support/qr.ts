import jsQR from "jsqr";
import sharp from "sharp";

/** Reads a QR code from a picture (an SVG as the pages inline it, or a PNG as the mails attach it). */
export async function decodeQr(picture: Buffer | string): Promise<string> {
  const input = typeof picture === "string" ? Buffer.from(picture) : picture;
  const { data, info } = await sharp(input, { density: 300 })
    .resize(600, 600, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  if (!found) throw new Error("no QR code found in the picture");
  return found.data;
}
