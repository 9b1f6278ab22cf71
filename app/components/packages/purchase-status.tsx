import { Badge } from "~/components/ui/badge";
import type { PackagePurchaseStatus } from "~/lib/packages";
import { useTranslation } from "~/lib/use-translation";

export function PurchaseStatus({ status }: { status: PackagePurchaseStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={status === "purchased" ? "success" : "neutral"} testId="purchase-status">
      {t(`packages:status.${status}`)}
    </Badge>
  );
}
