import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";

import { languages, namespaces } from "./i18n";
import { i18nextOptions, resources } from "./i18n-resources";
import { createTranslator, type TranslationParams } from "./translator";

/** Every text's key, its plural forms folded into one key. */
function textKeys(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix.replace(/_(zero|one|two|few|many|other)$/, "")];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => textKeys(v, prefix ? `${prefix}.${k}` : k));
}

function valueOf(lng: string, ns: string, path: string): string {
  const forms = ["", "_one", "_other"].map((suffix) =>
    `${path}${suffix}`.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[lng][ns]),
  );
  return forms.filter((f) => typeof f === "string").join(" ");
}

describe("the browser's translator says what i18next says", () => {
  for (const lng of languages) {
    const i18n = createInstance();
    void i18n.init({ ...i18nextOptions, lng, initAsync: false });
    const expected = i18n.getFixedT(lng);
    const actual = createTranslator(lng, resources[lng]);

    it(`for every text of ${lng}, with its placeholders filled and several counts`, () => {
      let compared = 0;
      for (const ns of namespaces) {
        for (const path of new Set(textKeys(resources[lng][ns]))) {
          const names = [...valueOf(lng, ns, path).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]);
          const params: TranslationParams = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
          for (const count of [undefined, 0, 1, 2, 21]) {
            const withCount = count === undefined ? params : { ...params, count };
            const key = `${ns}:${path}`;
            expect(actual(key, withCount), `${lng} ${key} ${JSON.stringify(withCount)}`).toBe(
              (expected as unknown as (k: string, p: object) => string)(key, withCount),
            );
            compared++;
          }
          if (ns === "common")
            expect(actual(path, params)).toBe((expected as unknown as (k: string, p: object) => string)(path, params));
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });

    it(`for every group of texts asked for whole (returnObjects), in ${lng}`, () => {
      const say = expected as unknown as (k: string, p?: object) => unknown;
      const groups = (value: unknown, prefix: string): string[] =>
        value && typeof value === "object"
          ? [prefix, ...Object.entries(value).flatMap(([k, v]) => groups(v, `${prefix}.${k}`))]
          : [];
      let compared = 0;
      for (const ns of namespaces) {
        for (const [top, value] of Object.entries(resources[lng][ns])) {
          for (const path of groups(value, top)) {
            const key = `${ns}:${path}`;
            expect(actual(key, { returnObjects: true }), key).toEqual(say(key, { returnObjects: true }));
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(100);
      expect(actual("contracts:terms.2026-11", { returnObjects: true })).toBeInstanceOf(Array);
    });

    it(`for nesting, missing keys, missing values and default values (${lng})`, () => {
      const say = expected as unknown as (k: string, p?: object) => string;
      const cases: [string, TranslationParams | undefined][] = [
        ["orders:errors.notAllowed", { from: "pending", to: "completed" }],
        ["orders:status.pending", undefined],
        ["store:noSuchText", undefined],
        ["noSuchCommonText", undefined],
        ["admin:audit.actions.somethingNew", { defaultValue: "somethingNew" }],
        ["admin:audit.actions.somethingNew", { defaultValue: "x {{n}}", n: 3 }],
        ["common:balance", {}],
        ["common:balance", { amount: 12.5 }],
        ["common:balance", { amount: undefined }],
        ["common:balance", { amount: null }],
        // A name that looks like a nested text is shown as it is, never followed (nor followed forever).
        ["store:home.title", { name: "$t(store:home.title)" }],
        ["store:home.title", { name: "$t(common:balance) and $t(orders:status.pending)" }],
        ["orders:errors.notAllowed", { from: "$t(orders:errors.notAllowed)", to: "completed" }],
      ];
      for (const [key, params] of cases) expect(actual(key, params), key).toBe(say(key, params));
    });
  }
});
