import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, type useFetcher } from "react-router";

import { ErrorList } from "~/components/forms";
import type { Category } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { categoriesSchema } from "~/lib/schemas/categories";
import { useTranslation } from "~/lib/use-translation";

import { DialogSubmit } from "./dialog";

type Result = SubmissionResult<string[]>;

interface CategoryFormProps {
  /** Distinguishes the page's form from the modal's on the same page. */
  id: string;
  categories: Category[];
  lastResult?: Result | null;
  /** The fetcher's Form (the modal) or the router's (the page, also without JavaScript). */
  FormComponent?: ReturnType<typeof useFetcher>["Form"] | typeof Form;
  submitting: boolean;
  redirectTo: string;
  /** Cancel (the modal's close link). */
  cancel?: React.ReactNode;
  submitTestId?: string;
}

/**
 * Manage Category: rename, add and remove rows, then save the whole list. Rows are conform's
 * field list categories[i].{id,name}; Add and Remove are submit buttons with conform's intent,
 * so they work without JavaScript too (the action answers with the list changed).
 */
export function CategoryForm({
  id,
  categories,
  lastResult,
  FormComponent = Form,
  submitting,
  redirectTo,
  cancel,
  submitTestId,
}: CategoryFormProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { categories: categories.map((c) => ({ id: String(c.id), name: c.name })) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: categoriesSchema }),
  });
  const rows = fields.categories.getFieldList();

  return (
    <FormComponent method="post" action={localePath("/admin/categories")} {...getFormProps(form)}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* Enter in a name saves (the first submit button is the form's default, not a Remove). */}
      <button type="submit" tabIndex={-1} aria-hidden className="sr-only" />
      {rows.length === 0 ? (
        <p className="mb-4 text-sm text-slate-600" data-testid="categories-empty">
          {t("account:categories.empty")}
        </p>
      ) : (
        <ul className="mb-4 space-y-2" data-testid="category-rows">
          {rows.map((row, index) => {
            const row_ = row.getFieldset();
            return (
              <li key={row.key ?? row.id} data-testid="category-row">
                <div className="flex items-center gap-2">
                  <input {...getInputProps(row_.id, { type: "hidden" })} key={row_.id.key} />
                  <label htmlFor={row_.name.id} className="sr-only">
                    {t("account:categories.name")} {index + 1}
                  </label>
                  <input
                    {...getInputProps(row_.name, { type: "text" })}
                    key={row_.name.key}
                    placeholder={t("account:categories.name")}
                    className={`block w-full min-w-0 flex-1 rounded border px-3 py-2 text-sm shadow-sm focus:ring-2 focus:ring-emerald-500 focus:outline-none ${
                      row_.name.errors?.length ? "border-red-400" : "border-slate-300"
                    }`}
                    data-testid="category-name"
                  />
                  <button
                    {...form.remove.getButtonProps({ name: fields.categories.name, index })}
                    className="shrink-0 rounded border border-slate-300 px-3 py-2 text-sm text-red-700 hover:bg-red-50"
                    data-testid="category-remove"
                  >
                    {t("account:categories.remove")}
                  </button>
                </div>
                <ErrorList id={row_.name.errorId} errors={row_.name.errors} />
              </li>
            );
          })}
        </ul>
      )}
      <button
        {...form.insert.getButtonProps({ name: fields.categories.name, defaultValue: { name: "" } })}
        className="mb-4 rounded border border-dashed border-emerald-500 px-3 py-2 text-sm font-medium text-emerald-700 hover:bg-emerald-50"
        data-testid="category-add"
      >
        {t("account:categories.add")}
      </button>
      <ErrorList id={form.errorId} errors={form.errors} />
      <ErrorList errors={fields.categories.errors} />
      <div className="mt-4 flex justify-end gap-2">
        {cancel}
        <DialogSubmit submitting={submitting} data-testid={submitTestId}>
          {t("account:categories.save")}
        </DialogSubmit>
      </div>
    </FormComponent>
  );
}
