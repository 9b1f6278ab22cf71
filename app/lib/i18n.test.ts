import { describe, expect, it } from "vitest";

import { languageOfPath, localizePath, stripLanguage } from "./i18n";

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
