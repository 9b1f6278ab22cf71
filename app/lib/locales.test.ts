import { describe, expect, it } from "vitest";

import { languages, namespaces } from "./i18n";
import { resources } from "./i18n-resources";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("locales", () => {
  it.each(namespaces)("namespace %s exists in every language with the same keys", (ns) => {
    const [first, ...others] = languages.map((lng) => keys(resources[lng]?.[ns]).sort());
    expect(first.length).toBeGreaterThan(0);
    for (const other of others) expect(other).toEqual(first);
  });

  it("has no empty translation", () => {
    for (const lng of languages) {
      for (const ns of namespaces) {
        const flat = keys(resources[lng]?.[ns]);
        for (const key of flat) {
          const value = key.split(".").reduce<unknown>((acc, k) => (acc as Record<string, unknown>)?.[k], resources[lng]?.[ns]);
          expect(typeof value === "string" && value.trim().length > 0, `${lng}/${ns}:${key}`).toBe(true);
        }
      }
    }
  });

  it("is really translated: most Vietnamese texts differ from English", () => {
    let same = 0;
    let total = 0;
    for (const ns of namespaces) {
      for (const key of keys(resources.en[ns])) {
        const get = (lng: string) =>
          key.split(".").reduce<unknown>((acc, k) => (acc as Record<string, unknown>)?.[k], resources[lng][ns]);
        total++;
        if (get("en") === get("vi")) same++;
      }
    }
    expect(same / total).toBeLessThan(0.2);
  });

  it("spells Vietnamese words one way: hủy, never huỷ", () => {
    const vietnamese = JSON.stringify(resources.vi);
    expect(vietnamese).toMatch(/hủy/i);
    expect(vietnamese.match(/huỷ/gi) ?? []).toEqual([]);
  });
});
