import { InAppLink } from "~/components/ui/in-app-link";
import { useTranslation } from "~/lib/use-translation";

/** The store's categories as links to /store/{account}/categories/{id}, with product counts. */
export function CategoryChips({
  base,
  categories,
  testId,
}: {
  base: string;
  categories: { id: number; name: string; products: number }[];
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {categories.map((c) => (
        <li key={c.id}>
          <InAppLink
            href={`${base}/categories/${c.id}`}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-emerald-600"
          >
            {t("store:home.categoryCount", { name: c.name, count: c.products })}
          </InAppLink>
        </li>
      ))}
    </ul>
  );
}
