import { describe, expect, it } from "vitest";

import { productPictures } from "./images";

describe("a product's pictures", () => {
  const a = "/media/images/aaaaaaaaaaaaaaaaaaaaaaaa.png";
  const b = "/media/images/bbbbbbbbbbbbbbbbbbbbbbbb.png";
  const c = "/media/images/cccccccccccccccccccccccc.png";

  it("are the gallery when it starts with the product's thumbnail", () => {
    expect(productPictures(a, [a, b, c])).toEqual([a, b, c]);
  });

  it("are the thumbnail alone once it was replaced, or without a gallery", () => {
    expect(productPictures(c, [a, b])).toEqual([c]);
    expect(productPictures(a, [])).toEqual([a]);
    expect(productPictures(null, [a, b])).toEqual([null]);
  });
});
