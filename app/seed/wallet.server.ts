import type { Db } from "~/db/client.server";
import { findUserById } from "~/domain/accounts";
import { memberAccountId, systemAccountId, systemCodes, transfer } from "~/domain/ledger";
import { placeWithdrawal, requestDeposit } from "~/domain/wallet";

const cct = (n: number) => BigInt(n) * 100_000_000n;

/**
 * Demo balances (adjustment transfers by the demo admin, so the ledger still sums to zero) and a
 * few pending deposits and withdrawals to approve; `ids` maps demo account → user id. Every step
 * has a fixed idempotency key: running it again changes nothing.
 */
export async function seedWallet(db: Db, ids: Map<string, number>): Promise<void> {
  const admin = ids.get("admin01")!;
  const adjustments = await systemAccountId(systemCodes.adjustments, db);
  const balances: [string, number][] = [
    ["member01", 1000],
    ["member02", 250],
  ];
  for (const [account, amount] of balances) {
    await transfer(
      {
        debit: adjustments,
        credit: await memberAccountId(ids.get(account)!, db),
        amount: cct(amount),
        kind: "adjustment",
        key: `seed:balance:${account}`,
        memo: "Opening balance (demo data)",
        createdBy: admin,
      },
      db,
    );
  }

  const member1 = (await findUserById(ids.get("member01")!))!;
  const member2 = (await findUserById(ids.get("member02")!))!;
  await requestDeposit(
    member1,
    { coin: "USDT", amount: "100", txHash: "0xdemo0000000000000000000000000000000000000000000000000000000001" },
    "seed-deposit-1",
  );
  await requestDeposit(
    member2,
    { coin: "ZAFI", amount: "40", txHash: "0xdemo0000000000000000000000000000000000000000000000000000000002" },
    "seed-deposit-2",
  );
  await requestDeposit(
    member1,
    { coin: "CCT", amount: "25", txHash: "0xdemo0000000000000000000000000000000000000000000000000000000003" },
    "seed-deposit-3",
  );
  await placeWithdrawal(
    member1,
    { method: "usdt", amount: cct(50), address: "TXdemoMemberPayoutAddress000000001" },
    "seed-withdrawal-1",
  );
  await placeWithdrawal(
    member2,
    { method: "ccm", amount: cct(20), address: "0xdemoMember02CcmAddress0000000000000002" },
    "seed-withdrawal-2",
  );
}
