import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { categories, products, type ProductStatus } from "~/db/schema";
import { storeImage } from "~/domain/images.server";
import { slugify } from "~/lib/schemas/products";

interface DemoProduct {
  name: string;
  image: string;
  category: string;
  usd: number;
  vnd: number;
  stock: number;
  status?: ProductStatus;
  featured?: boolean;
}

const catalogue: DemoProduct[] = [
  {
    name: "Vitamin C 1000mg",
    image: "vitamin-c.jpg",
    category: "Supplements",
    usd: 1250,
    vnd: 300_000,
    stock: 120,
    featured: true,
  },
  { name: "Omega-3 Fish Oil", image: "omega-3.jpg", category: "Supplements", usd: 1999, vnd: 480_000, stock: 80, featured: true },
  {
    name: "Blood Pressure Monitor",
    image: "blood-pressure-monitor.jpg",
    category: "Medical devices",
    usd: 4500,
    vnd: 1_100_000,
    stock: 25,
    featured: true,
  },
  {
    name: "Digital Thermometer",
    image: "thermometer.jpg",
    category: "Medical devices",
    usd: 899,
    vnd: 220_000,
    stock: 60,
    featured: true,
  },
  { name: "Face Mask (50 pcs)", image: "face-mask.jpg", category: "Health care", usd: 650, vnd: 150_000, stock: 200 },
  { name: "Hand Sanitizer 500ml", image: "hand-sanitizer.jpg", category: "Personal care", usd: 499, vnd: 120_000, stock: 150 },
  { name: "Soft Toothbrush", image: "toothbrush.jpg", category: "Personal care", usd: 299, vnd: 70_000, stock: 300 },
  { name: "Herbal Tea", image: "herbal-tea.jpg", category: "Health care", usd: 799, vnd: 190_000, stock: 90, featured: true },
  { name: "Marine Collagen", image: "collagen.jpg", category: "Supplements", usd: 2599, vnd: 620_000, stock: 40 },
  { name: "Zinc 25mg", image: "zinc.jpg", category: "Supplements", usd: 699, vnd: 165_000, stock: 110 },
  {
    name: "First Aid Kit",
    image: "first-aid-kit.jpg",
    category: "Health care",
    usd: 1899,
    vnd: 450_000,
    stock: 35,
    featured: true,
  },
  { name: "Massage Oil", image: "massage-oil.jpg", category: "Personal care", usd: 1099, vnd: 260_000, stock: 45 },
  { name: "Pulse Oximeter", image: "pulse-oximeter.jpg", category: "Medical devices", usd: 2999, vnd: 720_000, stock: 30 },
  {
    name: "Probiotic Capsules",
    image: "probiotic.jpg",
    category: "Supplements",
    usd: 1599,
    vnd: 380_000,
    stock: 0,
    status: "inactive",
  },
  {
    name: "Red Ginseng Extract",
    image: "ginseng.jpg",
    category: "Health care",
    usd: 3999,
    vnd: 950_000,
    stock: 20,
    status: "waiting",
  },
  {
    name: "Sunscreen SPF 50",
    image: "sunscreen.jpg",
    category: "Personal care",
    usd: 1399,
    vnd: 330_000,
    stock: 50,
    status: "rejected",
  },
];

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
  // The demo pictures go through the same storage and checks as uploads (once each: content-addressed).
  const stored = new Map<string, string>();
  const thumbnailOf = async (image: string) => {
    if (!stored.has(image)) stored.set(image, await storeImage(await readFile(path.resolve("seed-images", image))));
    return stored.get(image)!;
  };
  for (const [account, factor, sells] of stores) {
    const storeId = ids.get(account);
    if (storeId === undefined) continue;
    const [{ n }] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.storeId, storeId)));
    if (n > 0) continue;
    const sold = catalogue.filter(sells);
    const thumbnails = await Promise.all(sold.map((p) => thumbnailOf(p.image)));
    await db.insert(products).values(
      sold.map((p, index) => ({
        storeId,
        categoryId: categoryId.get(p.category) ?? null,
        name: p.name,
        slug: slugify(p.name),
        meta: `${p.name}: ${p.category.toLowerCase()} from ${account === "default" ? "the CCT system store" : "Mai's store"}.`,
        description: `${p.name}. Genuine product, delivered across Vietnam. Category: ${p.category}.`,
        price: BigInt(Math.round(p.usd * factor)),
        vndToPay: BigInt(Math.round((p.vnd * factor) / 1000) * 1000),
        // 1 CCT = 1 USD for the demo: cents × 10^6 gives 10^-8 CCT.
        ccmToPay: BigInt(Math.round(p.usd * factor)) * 1_000_000n,
        discountPercentage: [0, 5, 10, 15][index % 4],
        quantity: p.stock,
        status: p.status ?? "published",
        // The moderation queue's demo: waiting since their creation, or refused with a reason.
        submittedAt: p.status === "waiting" ? sql`now() - make_interval(hours => ${index})` : null,
        rejectionReason: p.status === "rejected" ? "The photo does not show the product's label." : null,
        featured: p.featured ?? false,
        thumbnail: thumbnails[index],
        // Distinct creation times so "newest" has a stable order.
        createdAt: sql`now() - make_interval(hours => ${catalogue.length - index})`,
      })),
    );
  }
}
