import { describe, expect, it } from "vitest";

import { languageOfPath, localHref, localizePath, stripLanguage } from "./i18n";

describe("language paths", () => {
  it("reads the language from the prefix", () => {
    expect(languageOfPath("/vi")).toBe("vi");
    expect(languageOfPath("/vi/login")).toBe("vi");
    expect(languageOfPath("/video")).toBe("en");
    expect(languageOfPath("/login")).toBe("en");
  });

  it("strips and adds the prefix", () => {
    expect(stripLanguage("/vi")).toBe("/");
    expect(stripLanguage("/vi/store/default")).toBe("/store/default");
    expect(localizePath("/login", "vi")).toBe("/vi/login");
    expect(localizePath("/", "vi")).toBe("/vi");
    expect(localizePath("/vi/login", "en")).toBe("/login");
    expect(localizePath("/vi/login", "vi")).toBe("/vi/login");
  });
});

describe("localHref", () => {
  it("fills the pattern's parameters and puts the language in front", () => {
    expect(localHref("en", "/admin/users/:id", { id: 7 })).toBe("/admin/users/7");
    expect(localHref("vi", "/admin/users/:id", { id: "7" })).toBe("/vi/admin/users/7");
    expect(localHref("vi", "/")).toBe("/vi");
    expect(localHref("en", "/user-orders/:id?")).toBe("/user-orders");
    expect(localHref("vi", "/store/:account?/products/:id", { account: "member01", id: 3 })).toBe(
      "/vi/store/member01/products/3",
    );
    expect(localHref("en", "/store/:account?/categories/:id?", { account: "default", id: undefined })).toBe(
      "/store/default/categories",
    );
  });

  it("only takes pages app/routes.ts declares, with their parameters (tsc fails when these stop being errors)", () => {
    // @ts-expect-error a page that does not exist
    expect(localHref("en", "/nowhere")).toBe("/nowhere");
    // @ts-expect-error a required parameter is missing
    expect(() => localHref("en", "/admin/users/:id")).toThrow(/requires param/);
  });

  it("answers a link without parameters in the language asked, however often and in whichever order", () => {
    expect(localHref("en", "/dashboard")).toBe("/dashboard");
    expect(localHref("vi", "/dashboard")).toBe("/vi/dashboard");
    expect(localHref("en", "/dashboard")).toBe("/dashboard");
    expect(localHref("vi", "/dashboard")).toBe("/vi/dashboard");
  });
});
