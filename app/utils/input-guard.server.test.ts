import { describe, expect, it } from "vitest";

import { fewEnoughParts, formLimits } from "./input-guard.server";

const bytes = (body: string) => Buffer.from(body);
const parts = (n: number, boundary = "b") =>
  `${Array.from({ length: n }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join("")}--${boundary}--\r\n`;

describe("the parts of a form are counted before it is parsed", () => {
  it("takes our forms and refuses one of more fields than any of ours", () => {
    const type = "multipart/form-data; boundary=b";
    expect(fewEnoughParts(bytes(parts(formLimits.fields)), type)).toBe(true);
    expect(fewEnoughParts(bytes(parts(formLimits.fields + 1)), type)).toBe(false);
    const urlencoded = "application/x-www-form-urlencoded";
    expect(fewEnoughParts(bytes("a=1&b=%26&c=3"), urlencoded)).toBe(true);
    expect(fewEnoughParts(bytes("a=&".repeat(formLimits.fields + 2)), urlencoded)).toBe(false);
  });

  it("reads the boundary the parser reads: a quoted one, and never a second one", () => {
    const quoted = 'multipart/form-data; boundary="b"';
    expect(fewEnoughParts(bytes(parts(formLimits.fields + 1)), quoted)).toBe(false);
    // A boundary inside another parameter's value would be counted instead of the real one.
    const forged = 'multipart/form-data; x="; boundary=zzz"; boundary=b';
    expect(fewEnoughParts(bytes(parts(3)), forged)).toBe(false);
  });
});
