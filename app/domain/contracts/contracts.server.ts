import { asc, eq } from "drizzle-orm";

import { db, type Executor } from "~/db/client.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { withRetry } from "~/db/retry.server";
import {
  contractSignatures,
  orderLines,
  orders,
  signatures,
  users,
  type ContractParty,
  type Order,
  type SignatureKind,
  type User,
} from "~/db/schema";
import { notify, systemStoreId } from "~/domain/accounts";
import { actorsFor, orderDetailIn, orderForUser, type OrderDetail } from "~/domain/orders";
import { bothLanguages } from "~/infra/texts.server";
import { currentTermsVersion, type ContractState } from "~/lib/contracts";
import { DomainError } from "~/lib/errors";
import { defaultLanguage, type Language } from "~/lib/i18n";
import type { OrderActor } from "~/lib/order-status";

import { contractDigest, type ContractSource } from "./contract-content.server";
import { currentSignature } from "./signatures.server";

/** One party's signature as the contract shows it. */
export interface ContractSignatureView {
  party: ContractParty;
  signer: { name: string; account: string };
  signedAt: Date;
  hash: string;
  termsVersion: string;
  signature: { id: number; kind: SignatureKind; path: string; name: string | null; createdAt: Date };
}

/** Why the reader cannot sign (a translation key), or the party they would sign for. */
export type SignAs = { party: ContractParty } | { refusal: string; status: 403 | 409 };

/**
 * Who the user signs for, from their roles on the order and what is already signed: the buyer
 * first, then the store owner (staff and admins for the system store) countersigns. A guest's
 * order has no buyer account and cannot be signed; a canceled or rejected order neither.
 */
export function signAs(order: Pick<Order, "buyerId" | "status">, actors: OrderActor[], signed: ContractParty[]): SignAs {
  const isBuyer = actors.includes("buyer");
  const forSeller = actors.includes("seller") || actors.includes("staff");
  if (!isBuyer && !forSeller) return { refusal: "contracts:errors.notAParty", status: 403 };
  if (order.buyerId === null) return { refusal: "contracts:errors.guestOrder", status: 409 };
  if (order.status === "canceled" || order.status === "rejected") return { refusal: "contracts:errors.closed", status: 409 };
  const buyerSigned = signed.includes("buyer");
  if (isBuyer && !buyerSigned) return { party: "buyer" };
  if (forSeller) {
    if (signed.includes("seller")) return { refusal: "contracts:errors.alreadySigned", status: 409 };
    if (!buyerSigned) return { refusal: "contracts:errors.buyerFirst", status: 409 };
    return { party: "seller" };
  }
  return { refusal: "contracts:errors.alreadySigned", status: 409 };
}

/** What the contract is made of, read from the order, its lines and both parties' accounts. */
async function contractSource(order: Order, termsVersion: string, executor: Executor = db): Promise<ContractSource> {
  const [seller] = await executor
    .select({ account: users.account, name: users.name, phone: users.phoneNumber, address: users.address })
    .from(users)
    .where(eq(users.id, order.storeId));
  const [buyer] =
    order.buyerId === null
      ? [undefined]
      : await executor.select({ account: users.account }).from(users).where(eq(users.id, order.buyerId));
  const lines = await executor.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return {
    termsVersion,
    order,
    seller,
    buyer: {
      account: buyer?.account ?? null,
      name: order.name,
      phone: order.phone,
      email: order.email,
      address: order.address,
    },
    lines,
  };
}

async function signaturesOn(orderId: number): Promise<ContractSignatureView[]> {
  const rows = await db
    .select({
      party: contractSignatures.party,
      signerName: users.name,
      signerAccount: users.account,
      signedAt: contractSignatures.signedAt,
      hash: contractSignatures.contentHash,
      termsVersion: contractSignatures.termsVersion,
      signature: {
        id: signatures.id,
        kind: signatures.kind,
        path: signatures.path,
        name: signatures.name,
        createdAt: signatures.createdAt,
      },
    })
    .from(contractSignatures)
    .innerJoin(users, eq(users.id, contractSignatures.userId))
    .innerJoin(signatures, eq(signatures.id, contractSignatures.signatureId))
    .where(eq(contractSignatures.orderId, orderId))
    .orderBy(asc(contractSignatures.id));
  return rows.map(({ signerName, signerAccount, ...row }) => ({ ...row, signer: { name: signerName, account: signerAccount } }));
}

/**
 * The contract of an order the user may see (the buyer, the store owner, staff for the system
 * store, admins; anyone else 404): its parties, lines and totals (the order page's detail), the
 * hash of its content now, each party's signature, and whether the content changed after signing.
 * The lines' names shown are the reader's (`lng`, decision 199); the signed content keeps the stored
 * English names, so a hash never depends on who reads it.
 */
export async function contractFor(orderId: number, user: User, lng: Language = defaultLanguage) {
  const { detail, actors } = await orderForUser(orderId, user);
  return assembleContract(await orderDetailIn(detail, lng), actors, user);
}

async function assembleContract(detail: OrderDetail, actors: OrderActor[], user: User) {
  const { order } = detail;
  const signed = await signaturesOn(order.id);
  // A signed contract keeps the terms it was signed under.
  const termsVersion = signed[0]?.termsVersion ?? currentTermsVersion;
  const source = await contractSource(order, termsVersion);
  const { hash } = contractDigest(source);
  const buyer = signed.find((s) => s.party === "buyer") ?? null;
  const seller = signed.find((s) => s.party === "seller") ?? null;
  const state: ContractState = buyer && seller ? "signed" : buyer ? "buyer_signed" : "unsigned";
  const next = signAs(
    order,
    actors,
    signed.map((s) => s.party),
  );
  return {
    detail,
    parties: { seller: source.seller, buyer: source.buyer },
    termsVersion,
    hash,
    /** The hash the first party signed (the one printed as "signed content"). */
    signedHash: signed[0]?.hash ?? null,
    changed: signed.some((s) => s.hash !== hash),
    state,
    signatures: { buyer, seller },
    signAs: "party" in next ? next.party : null,
    /** Why a party of the order cannot sign now (a translation key: already signed, buyer first, closed…). */
    signRefusal: "refusal" in next ? next.refusal : null,
    /** The system store's contracts are countersigned by its staff (or an admin). */
    systemStore: order.storeId === (await systemStoreId()),
    hasSignature: (await currentSignature(user.id)) !== null,
  };
}

export type Contract = Awaited<ReturnType<typeof contractFor>>;

/**
 * Signs the order's contract for the party the user stands for (signAs), with their current
 * signature, recording the SHA-256 of the canonical content and the content itself. The store
 * owner countersigns only the content the buyer signed. Once per party: a second signing is a 409.
 */
export async function signContract(orderId: number, user: User): Promise<{ party: ContractParty; hash: string }> {
  const signature = await currentSignature(user.id);
  // Read before the transaction: inside it, every query goes through its connection.
  const systemStore = await systemStoreId();
  const result = await withRetry(() =>
    db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) throw new DomainError("orders:notFound", 404);
      const actors = actorsFor(order, user, systemStore);
      if (actors.length === 0) throw new DomainError("orders:notFound", 404);
      const signed = await tx.select().from(contractSignatures).where(eq(contractSignatures.orderId, orderId));
      const decision = signAs(
        order,
        actors,
        signed.map((s) => s.party),
      );
      if ("refusal" in decision) throw new DomainError(decision.refusal, decision.status);
      if (!signature) throw new DomainError("contracts:errors.noSignature", 409);
      const termsVersion = signed[0]?.termsVersion ?? currentTermsVersion;
      const { canonical, hash } = contractDigest(await contractSource(order, termsVersion, tx));
      const buyerSignature = signed.find((s) => s.party === "buyer");
      if (decision.party === "seller" && buyerSignature && buyerSignature.contentHash !== hash) {
        throw new DomainError("contracts:errors.changed", 409);
      }
      await tx.insert(contractSignatures).values({
        orderId,
        party: decision.party,
        userId: user.id,
        signatureId: signature.id,
        termsVersion,
        contentHash: hash,
        content: canonical,
      });
      return { order, party: decision.party, hash };
    }),
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new DomainError("contracts:errors.alreadySigned", 409);
    throw error;
  });
  const { order, party, hash } = result;
  // The other party learns it is their turn, or that the contract is complete (the system store
  // signs in as nobody: its staff see its orders' contracts on their pages).
  const to = party === "buyer" ? order.storeId : order.buyerId;
  if (to !== null && to !== user.id && to !== systemStore) {
    await notify(to, {
      ...bothLanguages(`contracts:notify.${party}Signed`, { code: order.code }),
      url: `/orders/${order.id}/contract`,
    });
  }
  return { party, hash };
}
