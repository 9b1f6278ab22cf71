import { describe, expect, it } from "vitest";

import { resources } from "~/lib/i18n-resources";
import { namespaceOf } from "~/lib/page-texts";
import { createTranslator } from "~/lib/translator";

import { translationOf } from "./i18n.server";
import { namespacesNeeded, pageTextsElement, recordingTranslation, withPageTexts } from "./page-texts.server";

describe("the texts a page is sent with", () => {
  it("are the namespaces the render asked for, those their texts name, and the ones always sent", () => {
    expect(namespacesNeeded("en", ["store"])).toEqual(["common", "errors", "store", "validation"]);
    // orders' texts name orders ($t(orders:status.…)); none names a namespace that does not exist.
    expect(namespacesNeeded("vi", ["orders", "nope"])).toEqual(["common", "errors", "orders", "validation"]);
  });

  it("records each namespace a text is asked of, the default one for a key without one", () => {
    const { translation, used } = recordingTranslation(translationOf("vi"));
    expect(translation.t("store:menu.products")).toBe((resources.vi.store as { menu: { products: string } }).menu.products);
    translation.t("brand");
    translation.t("wallet:title");
    expect([...used].sort()).toEqual(["common", "store", "wallet"]);
    expect(namespaceOf("auth:login.title")).toBe("auth");
  });

  it("go in the head as data no text can break out of", () => {
    const element = pageTextsElement("en", ["store"]).toString();
    expect(element).toMatch(/^<script type="application\/json" id="page-texts">\{.*\}<\/script>$/);
    expect(element.slice(element.indexOf(">") + 1, element.lastIndexOf("<"))).not.toContain("<");
    const parsed = JSON.parse(element.slice(element.indexOf(">") + 1, element.lastIndexOf("<")));
    expect(parsed.store).toEqual(resources.en.store);
    expect(parsed.wallet).toBeUndefined();
    const html = Buffer.from("<html><head><title>x</title></head><body></body></html>");
    expect(withPageTexts(html, Buffer.from("<X>")).toString()).toBe("<html><head><title>x</title><X></head><body></body></html>");
    expect(withPageTexts(Buffer.from("<p>no head</p>"), Buffer.from("<X>")).toString()).toBe("<p>no head</p>");
  });

  it("a namespace that arrives later is read, though a key of it was asked before it came", () => {
    const texts: Record<string, Record<string, string>> = { common: { brand: "B" } };
    const t = createTranslator("en", texts);
    expect(t("wallet:title")).toBe("title");
    texts.wallet = { title: "Wallet" };
    expect(t("wallet:title")).toBe("Wallet");
  });
});
