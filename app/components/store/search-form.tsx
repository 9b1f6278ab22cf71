import { Form } from "react-router";

import { SubmitButton } from "~/components/forms";
import { useTranslation } from "~/lib/use-translation";

/** A GET form with one search box (works with JavaScript off). */
export function SearchForm({ label, q }: { label: string; q: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex items-end gap-2 text-sm">
      <label>
        <span className="mb-1 block font-medium text-slate-700">{label}</span>
        <input type="search" name="q" defaultValue={q} maxLength={64} className="rounded border border-slate-300 px-2 py-1.5" />
      </label>
      <SubmitButton variant="dark" size="md" block={false}>
        {t("store:products.apply")}
      </SubmitButton>
    </Form>
  );
}
