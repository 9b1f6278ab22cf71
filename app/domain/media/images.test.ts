import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { DomainError } from "~/lib/errors";

import { claimedPng } from "../../../tests/security/support/pictures";
import { assertStoredImage, maxImageBytes, mediaFile, storeImage } from "./images.server";

const picture = (format: "png" | "jpeg" | "gif" | "webp", width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function refusal(bytes: Uint8Array): Promise<string> {
  const error = await storeImage(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).field).toBe("thumbnail");
  return (error as DomainError).message;
}

describe("product images are checked by their content", () => {
  it("accepts png and jpeg whatever the file was called, and keeps WebP copies beside the original", async () => {
    // A png uploaded as "photo.jpg" is still a png: the name never reaches this check.
    const png = await picture("png");
    const url = await storeImage(png);
    expect(url).toMatch(/^\/media\/images\/[0-9a-f]{24}\.png$/);
    const jpeg = await storeImage(await picture("jpeg", 900, 600));
    expect(jpeg).toMatch(/\.jpg$/);
    const key = jpeg.replace("/media/", "");
    const copy = await mediaFile(key.replace(".jpg", "-400.webp"));
    expect(copy?.contentType).toBe("image/webp");
    expect((await sharp(copy!.body).metadata()).width).toBe(400);
    // Smaller than 800 pixels: the 800 copy is not enlarged.
    expect((await sharp((await mediaFile(key.replace(".jpg", "-800.webp")))!.body).metadata()).width).toBe(800);
    expect(await storeImage(png)).toBe(url);
  });

  it("refuses gif, webp, svg and text, even named .png, and files over 5 MB", async () => {
    expect(await refusal(await picture("gif"))).toBe("products:errors.imageType");
    expect(await refusal(await picture("webp"))).toBe("products:errors.imageType");
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(await refusal(svg)).toBe("products:errors.imageType");
    expect(await refusal(new TextEncoder().encode("just some text, saved as image.png"))).toBe("products:errors.imageType");
    expect(await refusal(new Uint8Array(maxImageBytes + 1))).toBe("products:errors.imageTooLarge");
    expect(await refusal(new Uint8Array(0))).toBe("products:errors.imageEmpty");
  });

  it("refuses by the pixel count its header gives, before decoding anything", async () => {
    // 49 megapixels, each side under 8000; a decompression bomb's 10 gigapixels.
    expect(await refusal(claimedPng(7000, 7000))).toBe("products:errors.imageSize");
    expect(await refusal(claimedPng(100_000, 100_000))).toBe("products:errors.imageSize");
    expect(await refusal(await picture("png", 8001, 10))).toBe("products:errors.imageSize");
  });

  it("knows the pictures it stored, and only those", async () => {
    const url = await storeImage(await picture("png", 20, 20));
    await expect(assertStoredImage(url, "thumbnail")).resolves.toBeUndefined();
    await expect(assertStoredImage(undefined, "thumbnail")).resolves.toBeUndefined();
    for (const other of [
      "/media/images/0123456789abcdef01234567.png",
      url.replace(".png", ".jpg"),
      "https://evil.example/x.png",
    ]) {
      const error = await assertStoredImage(other, "picture").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).field).toBe("picture");
      expect((error as DomainError).message).toBe("products:errors.imageUnknown");
    }
  });

  it("answers only names it could have made", async () => {
    expect(await mediaFile("../../etc/passwd")).toBeNull();
    expect(await mediaFile("images/abc.png")).toBeNull();
  });
});
