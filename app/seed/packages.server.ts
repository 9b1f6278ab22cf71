import { asc, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { packages } from "~/db/schema";
import { purchasePackage } from "~/domain/packages";

const cct = (n: number) => BigInt(n) * 100_000_000n;

const demoPackages = [
  {
    nameEn: "Basic",
    nameVi: "Cơ bản",
    descriptionEn: "A first step into health-care savings.",
    descriptionVi: "Bước đầu tiên để tiết kiệm cho chăm sóc sức khỏe.",
    benefitsEn: "Member price on system store products\nMonthly health newsletter",
    benefitsVi: "Giá thành viên cho sản phẩm của cửa hàng hệ thống\nBản tin sức khỏe hằng tháng",
    price: cct(50),
    commissionPercentage: 10,
    position: 1,
  },
  {
    nameEn: "Silver",
    nameVi: "Bạc",
    descriptionEn: "More savings for the whole family.",
    descriptionVi: "Tiết kiệm nhiều hơn cho cả gia đình.",
    benefitsEn: "Everything in Basic\nA membership card offer with 5% off\nPriority support",
    benefitsVi: "Mọi quyền lợi của gói Cơ bản\nƯu đãi thẻ thành viên giảm 5%\nHỗ trợ ưu tiên",
    price: cct(150),
    commissionPercentage: 12,
    position: 2,
  },
  {
    nameEn: "Gold",
    nameVi: "Vàng",
    descriptionEn: "The complete health-care membership.",
    descriptionVi: "Gói thành viên chăm sóc sức khỏe đầy đủ nhất.",
    benefitsEn: "Everything in Silver\nA membership card offer with 10% off\nA yearly health check voucher",
    benefitsVi: "Mọi quyền lợi của gói Bạc\nƯu đãi thẻ thành viên giảm 10%\nPhiếu khám sức khỏe hằng năm",
    price: cct(300),
    commissionPercentage: 15,
    position: 3,
  },
];

/**
 * Demo packages (Basic, Silver, Gold) and member02's purchase of Basic, so member01 (member02's
 * referrer) has a commission on /refs and in the statement. Running it again changes nothing.
 */
export async function seedPackages(db: Db, ids: Map<string, number>): Promise<void> {
  const existing = await db.select({ id: packages.id }).from(packages).limit(1);
  if (existing.length === 0) await db.insert(packages).values(demoPackages);
  const [basic] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.nameEn, "Basic"))
    .orderBy(asc(packages.id))
    .limit(1);
  if (basic) await purchasePackage(ids.get("member02")!, basic.id, "seed-package-basic");
}
