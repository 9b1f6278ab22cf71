import { sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { categories, notifications, users } from "~/db/schema";
import { hashPassword } from "~/infra/password.server";
import { randomToken } from "~/infra/tokens.server";

import { seedAuditTrail } from "./audit.server";
import { seedCards } from "./cards.server";
import { demoCategories } from "./catalogue";
import { seedContracts } from "./contracts.server";
import { seedHistory } from "./history.server";
import { seedPackages } from "./packages.server";
import { seedStore, seedStoreIdentities, seedTranslations } from "./store.server";
import { seedWallet } from "./wallet.server";

interface DemoUser {
  email: string;
  password: string;
  account: string;
  name: string;
  roles?: { isAdmin?: boolean; isMod?: boolean; isStaff?: boolean };
  referrer?: string;
}

/** The README's demo accounts. */
export const demoUsers: DemoUser[] = [
  { email: "admin@example.com", password: "Admin#2026pass", account: "admin01", name: "Alice Admin", roles: { isAdmin: true } },
  { email: "mod@example.com", password: "Mod#2026pass", account: "moder01", name: "Minh Moderator", roles: { isMod: true } },
  { email: "staff@example.com", password: "Staff#2026pass", account: "staff01", name: "Sam Staff", roles: { isStaff: true } },
  { email: "member@example.com", password: "Member#2026pass", account: "member01", name: "Mai Member" },
  { email: "member2@example.com", password: "Member#2026pass", account: "member02", name: "Nam Member", referrer: "member01" },
];

const demoNotifications = [
  {
    title: "Welcome to CCT Marketplace",
    viTitle: "Chào mừng bạn đến với CCT Marketplace",
    url: "/dashboard",
    readed: 1,
    hoursAgo: 72,
  },
  {
    title: "Your store is ready: share its link",
    viTitle: "Cửa hàng của bạn đã sẵn sàng: hãy chia sẻ đường dẫn",
    url: "/store/member01",
    readed: 1,
    hoursAgo: 48,
  },
  {
    title: "member02 joined with your referral link",
    viTitle: "member02 đã tham gia qua liên kết giới thiệu của bạn",
    url: "/refs",
    readed: 0,
    hoursAgo: 5,
  },
  { title: "New packages are available", viTitle: "Các gói mới đã có sẵn", url: "/packages", readed: 0, hoursAgo: 1 },
];

/** The system store: it owns the `default` store and cannot sign in (its password is random). */
const systemStore = { email: "store@example.com", account: "default", name: "CCT System Store" };

/** Every database needs the system store, production too; returns its user id. */
export async function ensureSystemStore(db: Db): Promise<number> {
  await db
    .insert(users)
    .values({ ...systemStore, passwordHash: await hashPassword(randomToken()), emailVerifiedAt: new Date() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.account}) = ${systemStore.account}`);
  return row.id;
}

/** Creates the demo data; running it again changes nothing. */
export async function seed(db: Db): Promise<void> {
  const ids = new Map<string, number>();
  ids.set(systemStore.account, await ensureSystemStore(db));
  for (const demo of demoUsers) {
    const [row] = await db
      .insert(users)
      .values({
        email: demo.email,
        account: demo.account,
        name: demo.name,
        passwordHash: await hashPassword(demo.password),
        emailVerifiedAt: new Date(),
        isAdmin: demo.roles?.isAdmin ?? false,
        // The demo's admin has run the back office through its 90 days of history (four eyes count role age).
        adminSince: demo.roles?.isAdmin ? new Date(Date.now() - 90 * 24 * 3600_000) : null,
        isMod: demo.roles?.isMod ?? false,
        isStaff: demo.roles?.isStaff ?? false,
        staffSince: demo.roles?.isStaff ? new Date(Date.now() - 90 * 24 * 3600_000) : null,
        referrerId: demo.referrer ? (ids.get(demo.referrer) ?? null) : null,
        address: "123 Nguyen Hue, District 1, Ho Chi Minh City",
        phoneNumber: "+84901234567",
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const id =
      row?.id ??
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.account}) = ${demo.account}`)
      )[0].id;
    ids.set(demo.account, id);
  }

  await db
    .insert(categories)
    .values(demoCategories.map((name) => ({ name: name.en })))
    .onConflictDoNothing();

  const member = ids.get("member01")!;
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(sql`${notifications.userId} = ${member}`);
  if (count === 0) {
    await db.insert(notifications).values(
      demoNotifications.map((n) => ({
        userId: member,
        title: n.title,
        viTitle: n.viTitle,
        url: n.url,
        readed: n.readed,
        createdAt: new Date(Date.now() - n.hoursAgo * 3600_000),
      })),
    );
  }

  await seedStore(db, ids);
  await seedWallet(db, ids);
  await seedCards(db, ids);
  await seedPackages(db, ids);
  await seedHistory(db, ids);
  await seedStoreIdentities(db);
  await seedTranslations(db);
  await seedContracts(db, ids);
  await seedAuditTrail(db);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return count === 0;
}
