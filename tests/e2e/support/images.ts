import { createHash } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

/** The WebP widths the app keeps of every stored image (app/lib/images.ts). */
const webpWidths = [400, 800];

export interface TestPicture {
  /** For setInputFiles. */
  file: { name: string; mimeType: string; buffer: Buffer };
  /** Where the app must store it: "/media/images/{first 24 hex of its SHA-256}.{png|jpg}". */
  src: string;
}

/**
 * A demo picture (from seed-images) tinted at random and encoded as PNG or JPEG: no other test and no
 * seed product has the same bytes, so the picture a page shows can only be the one this test uploaded.
 */
export async function uniquePicture(format: "png" | "jpeg"): Promise<TestPicture> {
  const photo = sharp("seed-images/ginseng-main.png")
    .resize({ width: 640 })
    .modulate({ hue: Math.floor(Math.random() * 360), brightness: 0.8 + Math.random() * 0.4 });
  const buffer = await (format === "png" ? photo.png() : photo.jpeg({ quality: 85 })).toBuffer();
  const extension = format === "png" ? "png" : "jpg";
  const hash = createHash("sha256").update(buffer).digest("hex").slice(0, 24);
  return {
    file: { name: `product-${hash}.${extension}`, mimeType: `image/${format}`, buffer },
    src: `/media/images/${hash}.${extension}`,
  };
}

/**
 * The <img> shows `picture`: its src is the stored original and its srcset the WebP copies; the
 * browser loaded one of them; and /media serves the original byte for byte and the copies as WebP.
 */
export async function expectPicture(page: Page, img: Locator, picture: TestPicture) {
  const base = picture.src.replace(/\.(png|jpg)$/, "");
  await expect(img).toHaveAttribute("src", picture.src);
  await expect(img).toHaveAttribute("srcset", webpWidths.map((w) => `${base}-${w}.webp ${w}w`).join(", "));
  // A lazy picture loads once near the viewport.
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : "")))
    .toMatch(new RegExp(`${base}-(${webpWidths.join("|")})\\.webp$`));

  const original = await page.request.get(picture.src);
  expect(original.status()).toBe(200);
  expect(original.headers()["content-type"]).toBe(picture.file.mimeType);
  expect(Buffer.compare(await original.body(), picture.file.buffer), "the original is served unchanged").toBe(0);
  for (const width of webpWidths) {
    const copy = await page.request.get(`${base}-${width}.webp`);
    expect(copy.status()).toBe(200);
    expect(copy.headers()["content-type"]).toBe("image/webp");
  }
}
