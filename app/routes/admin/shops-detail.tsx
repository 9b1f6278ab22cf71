import { Form, Link } from "react-router";

import { ConfirmForm } from "~/components/confirm-form";
import { SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { DetailList } from "~/components/ui/table";
import { getShop, setShopActive } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";
import { formAction, noFields, refusalToast } from "~/utils/form-action.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/shops-detail";

const shopOr404 = (id: string) => orNotFound(getShop(requireId(id)));

export async function loader({ params }: Route.LoaderArgs) {
  return { shop: await shopOr404(params.id) };
}

/** Deactivate or reactivate the store. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const shop = await shopOr404(params.id);
  const formData = await request.formData();
  const active = formData.get("active") === "1";
  const here = url.pathname;
  return formAction(formData, {
    schema: noFields,
    confirm: true,
    run: () => setShopActive(currentUser(context), shop.id, active),
    refused: refusalToast(here),
    redirect: here,
    toast: active ? "store:admin.reactivated" : "store:admin.deactivated",
  });
}

export default function AdminShop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { shop } = loaderData;
  const rows: [string, string, React.ReactNode][] = [
    ["account", t("store:admin.account"), shop.account],
    ["owner", t("store:admin.owner"), shop.name],
    ["email", t("store:admin.email"), shop.email],
    ["phone", t("store:home.phone"), shop.phoneNumber ?? t("store:home.none")],
    ["products", t("store:admin.products"), shop.products],
    ["orders", t("store:admin.orders"), shop.orders],
    ["state", t("store:admin.state"), shop.active ? t("store:admin.active") : t("store:admin.inactive")],
  ];
  return (
    <section className="max-w-3xl space-y-4">
      <PageTitle title={t("store:admin.shop", { account: shop.account })} />
      <DetailList rows={rows} prefix="shop" testId="shop-detail" />
      <div className="flex gap-3">
        {shop.active ? (
          <ConfirmForm
            confirmId="deactivate"
            title={t("store:admin.confirmDeactivateTitle")}
            confirmLabel={t("store:admin.deactivate")}
            danger
            summary={() => <p>{t("store:admin.confirmDeactivate", { account: shop.account })}</p>}
          >
            <input type="hidden" name="active" value="0" />
            <SubmitButton variant="danger" size="md" block={false}>
              {t("store:admin.deactivate")}
            </SubmitButton>
          </ConfirmForm>
        ) : (
          <Form method="post">
            <input type="hidden" name="active" value="1" />
            <SubmitButton size="md" block={false}>
              {t("store:admin.reactivate")}
            </SubmitButton>
          </Form>
        )}
        <Link to={localePath("/store/:account?", { account: shop.account })} className={buttonClass({ variant: "secondary" })}>
          {t("store:shops.visit")}
        </Link>
      </div>
    </section>
  );
}
