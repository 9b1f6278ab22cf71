import type { SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { Category } from "~/domain/categories.server";
import type { action as categoriesAction } from "~/routes/admin/categories";
import { CategoryForm } from "./category-form";
import { CancelLink, closeDialog, ModalDialog, useCurrentPathWithoutModal, useFetcherRedirected } from "./dialog";
import { ErrorToast } from "./error-toast";

export const categoryDialogId = "category-dialog";

type Result = SubmissionResult<string[]>;

/**
 * The Manage Category modal of the admin layout (JavaScript on; its opener links to the
 * /admin/categories page otherwise). Saves through a fetcher to that page's action, which
 * redirects back with the toast 'Save successfully.'; the layout then reloads the list.
 */
export function CategoryDialog({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof categoriesAction>();
  const redirectTo = useCurrentPathWithoutModal();
  const [state, setState] = useState<{ version: number; result?: Result }>({ version: 0 });
  const seen = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    if (fetcher.data) setState((s) => ({ ...s, result: fetcher.data as Result }));
  }, [fetcher.data]);
  useFetcherRedirected(fetcher, () => closeDialog(categoryDialogId));
  const onClose = useCallback(() => setState((s) => ({ version: s.version + 1 })), []);
  // A fresh form whenever the dialog closes or the saved list changes.
  const listKey = categories.map((c) => `${c.id}:${c.name}`).join("|");

  return (
    <ModalDialog id={categoryDialogId} name="manage-category" title={t("account:categories.title")} onClose={onClose}>
      <ErrorToast result={state.result} />
      <CategoryForm
        key={`${state.version}/${listKey}`}
        id="category-dialog-form"
        categories={categories}
        lastResult={state.result}
        FormComponent={fetcher.Form}
        submitting={fetcher.state !== "idle"}
        redirectTo={redirectTo}
        submitTestId="category-dialog-submit"
        cancel={<CancelLink dialogId={categoryDialogId} label={t("account:categories.cancel")} testId="category-dialog-cancel" />}
      />
    </ModalDialog>
  );
}
