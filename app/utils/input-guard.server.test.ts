import { describe, expect, it } from "vitest";

import { fewEnoughParts, formLimits } from "./input-guard.server";

const post = (body: string, type: string) =>
  new Request("http://x.test/login", { method: "POST", body, headers: { "Content-Type": type } });
const parts = (n: number, boundary = "b") =>
  `${Array.from({ length: n }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join("")}--${boundary}--\r\n`;

describe("the parts of a form are counted before it is parsed", () => {
  it("takes our forms and refuses one of more fields than any of ours", async () => {
    const type = "multipart/form-data; boundary=b";
    expect(await fewEnoughParts(post(parts(formLimits.fields), type), type)).toBe(true);
    expect(await fewEnoughParts(post(parts(formLimits.fields + 1), type), type)).toBe(false);
    const urlencoded = "application/x-www-form-urlencoded";
    expect(await fewEnoughParts(post("a=1&b=%26&c=3", urlencoded), urlencoded)).toBe(true);
    expect(await fewEnoughParts(post("a=&".repeat(formLimits.fields + 2), urlencoded), urlencoded)).toBe(false);
  });

  it("reads the boundary the parser reads: a quoted one, and never a second one", async () => {
    const quoted = 'multipart/form-data; boundary="b"';
    expect(await fewEnoughParts(post(parts(formLimits.fields + 1), quoted), quoted)).toBe(false);
    // A boundary inside another parameter's value would be counted instead of the real one.
    const forged = 'multipart/form-data; x="; boundary=zzz"; boundary=b';
    expect(await fewEnoughParts(post(parts(3), forged), forged)).toBe(false);
  });
});
