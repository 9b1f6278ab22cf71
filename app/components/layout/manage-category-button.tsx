import { Link, useMatches } from "react-router";

import { CategoryDialog, categoryDialogId } from "~/components/account/category-dialog";
import { openDialog } from "~/components/account/dialog-links";
import { buttonClass } from "~/components/ui/button";
import type { Category } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

/** The admin layout's categories (its loader reads them for admins); null when they could not be read. */
function useLayoutCategories(): Category[] | null {
  const layout = useMatches().find((m) => m.id === "layout-admin" || m.id === "vi/layout-admin");
  const data = layout?.loaderData as { categories?: Category[] | null } | undefined;
  return data?.categories === undefined ? [] : data.categories;
}

/**
 * Admins' "Manage Category": opens the category modal in place; without JavaScript it links to
 * the /admin/categories page, which holds the same form.
 */
export function ManageCategoryButton() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const categories = useLayoutCategories();
  return (
    <>
      <Link
        to={localePath("/admin/categories")}
        onClick={categories ? (event) => openDialog(event, categoryDialogId) : undefined}
        className={`${buttonClass({ variant: "secondary", size: "sm" })} whitespace-nowrap`}
        data-testid="manage-category"
      >
        {t("admin:header.manageCategory")}
      </Link>
      {categories ? <CategoryDialog categories={categories} /> : null}
    </>
  );
}
