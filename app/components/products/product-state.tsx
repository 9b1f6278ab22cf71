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
  product: { status: keyof typeof tones; revisionState: "waiting" | "rejected" | null; rejectionReason: string | null };
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <Badge tone={tones[product.status]} testId="product-status">
        {t(`products:status.${product.status}`)}
      </Badge>
      {product.revisionState ? (
        <p className="text-xs text-slate-600" data-testid="product-revision">
          {t(`products:revision.${product.revisionState}`)}
        </p>
      ) : null}
      {product.rejectionReason && (product.status === "rejected" || product.revisionState === "rejected") ? (
        <p className="text-xs text-red-700" data-testid="product-rejection">
          {t("products:form.rejectedBecause", { reason: product.rejectionReason })}
        </p>
      ) : null}
    </div>
  );
}
