import { useNavigation } from "react-router";

import { CategoryForm } from "~/components/account/category-form";
import { ErrorToast } from "~/components/account/error-toast";
import { PageTitle } from "~/components/page-title";
import { listCategories, saveCategories } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { categoriesSchema } from "~/lib/schemas/categories";
import { useTranslation } from "~/lib/use-translation";
import { safeRedirect } from "~/utils/auth.server";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/categories";

export async function loader() {
  return { categories: await listCategories() };
}

/**
 * Saves the whole list (the Manage Category modal posts here through a fetcher; this page is the
 * same form without JavaScript). Add/Remove without JavaScript arrive as conform intents and are
 * answered with the changed list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const formData = await request.formData();
  return formAction(formData, {
    schema: categoriesSchema,
    listButtons: true,
    run: (value) => saveCategories(currentUser(context), value),
    redirect: () => safeRedirect(formData.get("redirectTo"), localHref(lng, "/admin/categories")),
    toast: "account:categories.saved",
  });
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const localePath = useLocalePath();
  const { categories } = loaderData;
  const listKey = categories.map((c) => `${c.id}:${c.name}`).join("|");
  return (
    <section className="max-w-xl">
      <PageTitle title={t("common:titles.admin-categories")} />
      <ErrorToast result={actionData} />
      <div className="rounded-lg border border-slate-200 bg-white p-6" data-testid="category-page">
        <CategoryForm
          key={listKey}
          id="category-page-form"
          categories={categories}
          lastResult={actionData}
          submitting={navigation.state === "submitting" && navigation.formAction?.endsWith("/admin/categories") === true}
          redirectTo={localePath("/admin/categories")}
          submitTestId="category-page-submit"
        />
      </div>
    </section>
  );
}
