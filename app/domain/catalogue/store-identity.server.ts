import { eq, inArray } from "drizzle-orm";

import { db } from "~/db/client.server";
import { shops } from "~/db/schema";
import { defaultLanguage, type Language } from "~/lib/i18n";

import { whileCatalogueUnchanged } from "./catalogue-memo.server";
import { localized, translator } from "./translations.server";

/** What a store shows of itself beside the account check's card (decision 143). */
export interface StoreIdentity {
  description: string | null;
  /** Stored image paths ("/media/images/…"), or null. */
  logo: string | null;
  banner: string | null;
}

const none: StoreIdentity = { description: null, logo: null, banner: null };

/** The store's description (in `lng` when translated), logo and banner. */
export function storeIdentity(storeId: number, lng: Language = defaultLanguage): Promise<StoreIdentity> {
  return whileCatalogueUnchanged(["identity", storeId, lng], () => readIdentity(storeId, lng));
}

async function readIdentity(storeId: number, lng: Language): Promise<StoreIdentity> {
  const [row] = await db
    .select({ description: shops.description, logo: shops.logo, banner: shops.banner })
    .from(shops)
    .where(eq(shops.userId, storeId))
    .limit(1);
  if (!row) return none;
  return (await localized(lng, [row], ["description"]))[0];
}

/** A store's name in `lng` (the owner's name, translated where the demo data has it). */
export async function storeName(name: string, lng: Language): Promise<string> {
  return (await translator(lng, [name]))(name);
}

/** Stores as the Shop page lists them: with their name in `lng` and their logo. */
export async function withLogos<T extends { id: number; name: string }>(lng: Language, stores: T[]) {
  if (stores.length === 0) return [];
  const rows = await db
    .select({ id: shops.userId, logo: shops.logo })
    .from(shops)
    .where(
      inArray(
        shops.userId,
        stores.map((s) => s.id),
      ),
    );
  const logos = new Map(rows.map((r) => [r.id, r.logo]));
  const named = await localized(lng, stores, ["name"]);
  return named.map((s) => ({ ...s, logo: logos.get(s.id) ?? null }));
}

export interface IdentityChange {
  description: string;
  /** A newly stored picture, null to remove it, undefined to keep the one there is. */
  logo?: string | null;
  banner?: string | null;
}

/** The owner sets their store's description, logo and banner (the pictures stored by `storeImage`). */
export async function updateStoreIdentity(ownerId: number, change: IdentityChange): Promise<StoreIdentity> {
  const set = {
    description: change.description.trim() || null,
    ...(change.logo !== undefined ? { logo: change.logo } : {}),
    ...(change.banner !== undefined ? { banner: change.banner } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(shops)
    .values({ userId: ownerId, ...set })
    .onConflictDoUpdate({ target: shops.userId, set });
  return storeIdentity(ownerId);
}
