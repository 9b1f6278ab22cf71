import { Badge, type BadgeTone } from "~/components/ui/badge";
import { useTranslation } from "~/lib/use-translation";

const tones = { published: "success", inactive: "neutral", waiting: "warning", rejected: "danger" } as const satisfies Record<
  string,
  BadgeTone
>;

/** A product's status, and the state of a change waiting on an approved one. */
export function ProductState({
  product,
}: {
  product: { status: keyof typeof tones; revision_state: "waiting" | "rejected" | null; rejection_reason: string | null };
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <Badge tone={tones[product.status]} testId="product-status">
        {t(`products:status.${product.status}`)}
      </Badge>
      {product.revision_state ? (
        <p className="text-xs text-slate-600" data-testid="product-revision">
          {t(`products:revision.${product.revision_state}`)}
        </p>
      ) : null}
      {product.rejection_reason && (product.status === "rejected" || product.revision_state === "rejected") ? (
        <p className="text-xs text-red-700" data-testid="product-rejection">
          {t("products:form.rejectedBecause", { reason: product.rejection_reason })}
        </p>
      ) : null}
    </div>
  );
}
