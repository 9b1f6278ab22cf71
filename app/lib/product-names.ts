import type { Language } from "./i18n";

/**
 * A product's (or an order line's) name for a reader of `lng` (decision 198): the Vietnamese one on
 * Vietnamese pages when it has one, else the English name.
 */
export function nameIn(lng: Language, item: { name: string; nameVi: string | null }): string {
  return lng === "vi" && item.nameVi ? item.nameVi : item.name;
}

/** A package's name (as bought, on a purchase) for a reader of `lng`: both names are always set. */
export function packageNameIn(lng: Language, item: { packageNameEn: string; packageNameVi: string }): string {
  return lng === "vi" ? item.packageNameVi : item.packageNameEn;
}
