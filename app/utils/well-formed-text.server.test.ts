import { describe, expect, it } from "vitest";

import { formTextIsUtf8, illFormedPaths } from "./well-formed-text.server";

describe("lone surrogates in a JSON value are named by their path", () => {
  it("finds them in strings, lists and keys, and nothing in well-formed text", () => {
    expect(illFormedPaths({ name: "ok \ud800", items: [{ title: "fine" }, { title: "\udfff" }], "k\ud83d": 1 })).toEqual([
      "items.1.title",
      "k\ufffd",
      "name",
    ]);
    expect(illFormedPaths("\ud800")).toEqual(["body"]);
    expect(illFormedPaths({ name: "Nguyễn 😀 𝄞", list: ["\ud83d\ude00"], n: 1, none: null })).toEqual([]);
  });

  it("walks any depth without recursion", () => {
    let deep: unknown = "\ud800";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(illFormedPaths(deep)).toHaveLength(1);
  });
});

describe("a form body's text is UTF-8", () => {
  const urlencoded = "application/x-www-form-urlencoded";
  it("reads a urlencoded body as the parser does, %-escapes decoded", () => {
    expect(formTextIsUtf8(Buffer.from("name=Nguy%E1%BB%85n&x=%zz&y=100%"), urlencoded)).toBe(true);
    expect(formTextIsUtf8(Buffer.from("name=Lan%ED%A0%80"), urlencoded)).toBe(false);
    expect(formTextIsUtf8(Buffer.from("name=%C3%28"), urlencoded)).toBe(false);
    expect(formTextIsUtf8(Buffer.from([0x61, 0x3d, 0xff]), urlencoded)).toBe(false);
  });

  it("reads a multipart body's text parts and headers, never a file's bytes", () => {
    const type = "multipart/form-data; boundary=b";
    const part = (headers: string, content: Buffer) =>
      Buffer.concat([Buffer.from(`--b\r\n${headers}\r\n\r\n`), content, Buffer.from("\r\n")]);
    const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from("--b--\r\n")]);
    const bad = Buffer.from([0x4c, 0xed, 0xa0, 0x80]);
    const text = 'Content-Disposition: form-data; name="name"';
    const file = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png';
    expect(formTextIsUtf8(body(part(text, Buffer.from("Nguyễn")), part(file, Buffer.from([0xff, 0xd8, 0xed]))), type)).toBe(true);
    expect(formTextIsUtf8(body(part(text, bad)), type)).toBe(false);
    const badName = Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="'),
      bad,
      Buffer.from('"\r\n\r\nx\r\n--b--\r\n'),
    ]);
    expect(formTextIsUtf8(badName, type)).toBe(false);
  });
});
