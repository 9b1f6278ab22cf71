import type { Category } from "~/domain/catalogue";
import { useTranslation } from "~/lib/use-translation";

import { CategoryForm } from "./category-form";
import { CancelLink, ModalDialog, useCurrentPathWithoutModal, useDialogForm } from "./dialog";
import { ErrorToast } from "./error-toast";

export const categoryDialogId = "category-dialog";

/**
 * The Manage Category modal of the admin layout (JavaScript on; its opener links to the
 * /admin/categories page otherwise). Saves through a fetcher to that page's action, which
 * redirects back with the toast 'Save successfully.'; the layout then reloads the list.
 */
export function CategoryDialog({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const { fetcher, result, version, onClose } = useDialogForm(undefined, categoryDialogId);
  const redirectTo = useCurrentPathWithoutModal();
  // A fresh form whenever the dialog closes or the saved list changes.
  const listKey = categories.map((c) => `${c.id}:${c.name}`).join("|");

  return (
    <ModalDialog id={categoryDialogId} name="manage-category" title={t("account:categories.title")} onClose={onClose}>
      <ErrorToast result={result} />
      <CategoryForm
        key={`${version}/${listKey}`}
        id="category-dialog-form"
        categories={categories}
        lastResult={result}
        FormComponent={fetcher.Form}
        submitting={fetcher.state !== "idle"}
        redirectTo={redirectTo}
        submitTestId="category-dialog-submit"
        cancel={<CancelLink dialogId={categoryDialogId} label={t("account:categories.cancel")} testId="category-dialog-cancel" />}
      />
    </ModalDialog>
  );
}
