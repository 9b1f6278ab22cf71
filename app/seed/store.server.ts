import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, isNull, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { categories, products, shops, users } from "~/db/schema";
import { saveTranslations } from "~/domain/catalogue";
import { storeImage } from "~/domain/media";
import { imageWidths } from "~/lib/images";
import { slugify } from "~/lib/schemas/products";

import { demoCatalogue, demoCategories, demoStores, productViews, type DemoProduct } from "./catalogue";

const catalogue = demoCatalogue;

/**
 * The demo pictures go through the same storage and checks as uploads (once each: content-addressed),
 * with the WebP copies scripts/demo-images.ts made beside them (decision 144).
 */
const stored = new Map<string, Promise<string>>();
function seedImage(name: string): Promise<string> {
  let stored_ = stored.get(name);
  if (!stored_) {
    const file = (suffix: string) => readFile(path.resolve("seed-images", `${name}${suffix}`));
    stored_ = Promise.all([file(".png"), ...imageWidths.map((width) => file(`-${width}.webp`))]).then(([png, ...copies]) =>
      storeImage(png, "thumbnail", new Map(imageWidths.map((width, i) => [width, copies[i]]))),
    );
    stored.set(name, stored_);
  }
  return stored_;
}

/** Demo catalogue and orders; `ids` maps demo account → user id. Idempotent. */
export async function seedStore(db: Db, ids: Map<string, number>): Promise<void> {
  const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
  // member02 sells a few products (and has one of each state to moderate) so no demo store is empty.
  const everything = () => true;
  const stores: [string, number, (p: DemoProduct, index: number) => boolean][] = [
    ["default", 1, everything],
    ["member01", 0.9, everything],
    ["member02", 1.1, (p, index) => index < 4 || p.status !== undefined],
  ];
  // member01 has sold every Zinc 25mg: a sold-out card at the end of the store's lists.
  const soldOut = (account: string, p: DemoProduct) => account === "member01" && p.image === "zinc";
  for (const [account, factor, sells] of stores) {
    const storeId = ids.get(account);
    if (storeId === undefined) continue;
    const [{ n }] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.storeId, storeId)));
    if (n > 0) continue;
    const sold = catalogue.filter(sells);
    const pictures = await Promise.all(sold.map((p) => Promise.all(productViews.map((view) => seedImage(`${p.image}-${view}`)))));
    await db.insert(products).values(
      sold.map((p, index) => ({
        storeId,
        categoryId: categoryId.get(p.category) ?? null,
        name: p.name.en,
        // A product's Vietnamese texts are its own columns (decision 198), not the glossary's.
        nameVi: p.name.vi,
        slug: slugify(p.name.en),
        meta: p.meta.en,
        description: p.description.en,
        descriptionVi: p.description.vi,
        price: BigInt(Math.round(p.usd * factor)),
        vndToPay: BigInt(Math.round((p.vnd * factor) / 1000) * 1000),
        // 1 CCT = 1 USD for the demo: cents × 10^6 gives 10^-8 CCT.
        ccmToPay: BigInt(Math.round(p.usd * factor)) * 1_000_000n,
        discountPercentage: [0, 5, 10, 15][index % 4],
        quantity: soldOut(account, p) ? 0 : p.stock,
        status: p.status ?? "published",
        // The moderation queue's demo: waiting since their creation, or refused with a reason.
        submittedAt: p.status === "waiting" ? sql`now() - make_interval(hours => ${index})` : null,
        rejectionReason: p.status === "rejected" ? "The photo does not show the product's label." : null,
        featured: p.featured ?? false,
        thumbnail: pictures[index][0],
        images: pictures[index],
        // Distinct creation times so "newest" has a stable order.
        createdAt: sql`now() - make_interval(hours => ${catalogue.length - index})`,
      })),
    );
  }
}

/**
 * The demo texts in Vietnamese the glossary gives (decision 142): store names, categories, store
 * descriptions and the products' meta lines (their names and descriptions are columns, decision 198).
 */
export async function seedTranslations(db: Db): Promise<void> {
  const texts = [...demoCategories, ...demoCatalogue.map((p) => p.meta), ...demoStores.flatMap((s) => [s.name, s.description])];
  await saveTranslations(
    db,
    "vi",
    texts.filter((t) => t.vi !== t.en).map((t) => [t.en, t.vi]),
  );
}

/**
 * The demo stores' identity (description, logo, banner), once: a store whose owner already set
 * anything keeps it. Accounts the demo data does not have (yet) are skipped.
 */
export async function seedStoreIdentities(db: Db): Promise<void> {
  for (const store of demoStores) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.account}) = ${store.account}`);
    if (!owner) continue;
    const [logo, banner] = await Promise.all([seedImage(`store-${store.image}-logo`), seedImage(`store-${store.image}-banner`)]);
    await db.insert(shops).values({ userId: owner.id, description: store.description.en, logo, banner }).onConflictDoNothing();
    // Bank details too, unless the owner set theirs: every demo store takes bank transfers (decision 189).
    const { bin, account, holder } = store.bank;
    await db
      .update(shops)
      .set({ bankBin: bin, bankAccount: account, bankHolder: holder })
      .where(and(eq(shops.userId, owner.id), isNull(shops.bankBin)));
  }
}
