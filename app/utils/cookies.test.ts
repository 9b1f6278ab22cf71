import { describe, expect, it } from "vitest";

import { signedCookie } from "./cookies.server";

describe("signedCookie", () => {
  const cookie = signedCookie("__test", 60);

  it("reads back what it signed, again from the same header, and nothing from a changed one", async () => {
    const header = (await cookie.serialize("token-1")).split(";")[0];
    expect(await cookie.parse(header)).toBe("token-1");
    expect(await cookie.parse(header)).toBe("token-1");
    const [name, value] = header.split("=");
    const forged = `${name}=${value.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`;
    expect(await cookie.parse(forged)).toBeNull();
    expect(await cookie.parse(`${name}=${btoa(JSON.stringify("token-2"))}`)).toBeNull();
    expect(await cookie.parse(`other=1`)).toBeNull();
    expect(await cookie.parse(`other=1; ${header}`)).toBe("token-1");
  });

  it("keeps the cookie's attributes", async () => {
    expect(cookie.name).toBe("__test");
    expect(cookie.isSigned).toBe(true);
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now());
    expect(await cookie.serialize("x")).toMatch(/HttpOnly/);
  });
});
