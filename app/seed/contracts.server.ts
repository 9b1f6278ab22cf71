import { and, asc, eq, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { contractSignatures, products, signatures, users } from "~/db/schema";
import { saveSignature, signContract } from "~/domain/contracts";
import { placeOrder } from "~/domain/orders";
import { strokesToPath, type Stroke } from "~/lib/signature";

/** A hand-like scribble for member01's drawn signature: a looping line and an underline. */
function scribble(): string {
  const wave: Stroke = [];
  for (let x = 60; x <= 430; x += 6) {
    const y = 105 - 38 * Math.sin((x - 60) / 22) * Math.exp(-(x - 60) / 420) - (x > 300 ? (x - 300) / 6 : 0);
    wave.push([x, Math.round(y)]);
  }
  const underline: Stroke = [
    [70, 160],
    [200, 152],
    [330, 150],
    [470, 156],
  ];
  return strokesToPath([wave, underline]);
}

/**
 * The contracts' demo: member01 draws and member02 typed a signature; member02's order in
 * member01's store is signed by both, member01's order in member02's store waits for the buyer.
 * Idempotent: the orders come from fixed checkout keys and nothing is signed twice.
 */
export async function seedContracts(db: Db, ids: Map<string, number>): Promise<void> {
  const member01 = ids.get("member01");
  const member02 = ids.get("member02");
  if (member01 === undefined || member02 === undefined) return;
  const [one, two] = await Promise.all(
    [member01, member02].map(async (id) => (await db.select().from(users).where(eq(users.id, id)))[0]),
  );
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signatures)
    .where(sql`${signatures.userId} in (${member01}, ${member02})`);
  if (n === 0) {
    await saveSignature(one, { kind: "drawn", path: scribble() });
    await saveSignature(two, { kind: "typed", name: two.name });
  }

  const order = async (buyer: typeof one, storeId: number, key: string) => {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.status, "published")))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) return null;
    return placeOrder({
      storeId,
      cart: { [product.id]: 1 },
      buyer,
      input: {
        name: buyer.name,
        phone: buyer.phoneNumber ?? "+84901234567",
        email: buyer.email,
        address: buyer.address ?? "123 Nguyen Hue, District 1, Ho Chi Minh City",
        receiving_area: "AT_HOME",
        payment_method: "bank_vnd",
        idempotency_key: key,
      },
    });
  };
  const signed = await order(two, member01, "seed:contract:signed-by-both");
  await order(one, member02, "seed:contract:waiting-for-buyer");
  if (signed) {
    const parties = await db
      .select({ party: contractSignatures.party })
      .from(contractSignatures)
      .where(eq(contractSignatures.orderId, signed.id));
    if (parties.length === 0) {
      await signContract(signed.id, two);
      await signContract(signed.id, one);
    }
  }
}
