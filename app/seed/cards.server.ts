import { count, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { cardOffers, cards } from "~/db/schema";
import { newCardCode } from "~/domain/cards";
import { storeImage } from "~/domain/media";

/** The README's code to try 'add a card' with (unused, 10 %). */
export const demoCardCode = "TRY2CARD7K9X";
/** member01's card (10 %): the discount shows in member01's carts. */
export const member01CardCode = "M3MBERCARD77";
const demoBatch = "DEMO-2026";

const offers = [
  { name: "Silver card", discount: 5, usd: 1000, vnd: 250_000, colors: ["#94a3b8", "#e2e8f0"] },
  { name: "Gold card", discount: 10, usd: 2500, vnd: 620_000, colors: ["#b45309", "#fde68a"] },
  { name: "Platinum card", discount: 20, usd: 5000, vnd: 1_250_000, colors: ["#334155", "#cbd5e1"] },
];

/** A card's picture: a rounded card in the offer's colours (no text: it reads in both languages). */
async function picture([from, to]: string[]): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="600" fill="#f8fafc"/>
    <rect x="100" y="110" width="600" height="380" rx="36" fill="url(#g)"/>
    <rect x="150" y="200" width="110" height="80" rx="12" fill="#fef3c7" opacity="0.85"/>
    <rect x="150" y="380" width="380" height="22" rx="11" fill="#ffffff" opacity="0.6"/>
    <rect x="150" y="420" width="220" height="22" rx="11" fill="#ffffff" opacity="0.45"/>
  </svg>`;
  const { default: sharp } = await import("sharp");
  return storeImage(new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer()));
}

/**
 * Card offers of the system store, a demo batch of unused cards (one with a fixed code for the
 * README) and member01's card; `ids` maps demo account → user id. Idempotent.
 */
export async function seedCards(db: Db, ids: Map<string, number>): Promise<void> {
  const admin = ids.get("admin01")!;
  const store = ids.get("default")!;
  const [{ n }] = await db.select({ n: count() }).from(cardOffers).where(eq(cardOffers.storeId, store));
  if (n === 0) {
    for (const o of offers) {
      await db.insert(cardOffers).values({
        storeId: store,
        name: o.name,
        description: `The member discount in every store of the marketplace: each discounted product's VND price less its own discount percentage. Yours at once.`,
        picture: await picture(o.colors),
        discountPercentage: o.discount,
        price: BigInt(o.usd),
        vndToPay: BigInt(o.vnd),
        // 1 CCT = 1 USD for the demo: cents × 10^6 gives 10^-8 CCT.
        ccmToPay: BigInt(o.usd) * 1_000_000n,
        createdBy: admin,
      });
    }
  }
  const [{ issued }] = await db.select({ issued: count() }).from(cards).where(eq(cards.batch, demoBatch));
  if (issued > 0) return;
  const note = "Demo batch";
  const member = ids.get("member01")!;
  // Issued a month ago; member01 added theirs ten days ago.
  const createdAt = new Date(Date.now() - 30 * 24 * 3600_000);
  await db.insert(cards).values([
    { code: demoCardCode, discountPercentage: 10, batch: demoBatch, note, createdBy: admin, createdAt },
    {
      code: member01CardCode,
      discountPercentage: 10,
      batch: demoBatch,
      note,
      createdBy: admin,
      createdAt,
      usedBy: member,
      usedAt: new Date(Date.now() - 10 * 24 * 3600_000),
    },
    ...Array.from({ length: 10 }, (_, i) => ({
      code: newCardCode(),
      discountPercentage: [5, 10, 15][i % 3],
      batch: demoBatch,
      note,
      createdBy: admin,
      createdAt,
    })),
  ]);
}
