import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import type { z } from "zod";

import { OfferFields } from "~/components/cards/offer-fields";
import { ErrorList, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { cardClass } from "~/components/ui/card";
import { getOffer, offerFormValues, saveOffer } from "~/domain/cards";
import { asTyped } from "~/lib/amount-input";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { cardOfferSchema } from "~/lib/schemas/cards";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";
import { uploadedImage } from "~/utils/uploads.server";

import type { Route } from "./+types/card-offer";

/** "new" creates; any other {id} is an offer of the system store. */
const offerIdOf = (id: string | undefined) => (id === "new" ? null : requireId(id));

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = offerIdOf(params.id);
  const offer = id === null ? null : await orNotFound(getOffer(currentUser(context), id));
  return { offer, values: offer ? offerFormValues(offer) : null };
}

/** Saves the offer; cards already bought keep their discount and their price. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = currentUser(context);
  const id = offerIdOf(params.id);
  const formData = await request.formData();
  return formAction(formData, {
    schema: cardOfferSchema,
    run: async (value) => orNotFound(saveOffer(admin, id, value, await uploadedImage(admin, formData, "picture"))),
    redirect: (saved) => localHref(getLanguage(context), "/admin/cards/offers/:id", { id: saved.id }),
    toast: "cards:offers.saved",
  });
}

export default function AdminCardOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { offer, values } = loaderData;
  const [form, fields] = useForm<z.input<typeof cardOfferSchema>, z.output<typeof cardOfferSchema>>({
    id: `card-offer-${offer?.id ?? "new"}-${String(offer?.updatedAt ?? "")}`,
    lastResult: actionData,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: values
      ? { ...values, price: asTyped(values.price), ccm_to_pay: asTyped(values.ccm_to_pay) }
      : { discount_percentage: "10", price: "0", vnd_to_pay: "0", ccm_to_pay: "0" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cardOfferSchema }),
  });
  return (
    <section className="max-w-3xl space-y-4">
      <Link to={localePath("/admin/cards/offers")} className="text-sm text-emerald-700 hover:underline">
        {t("cards:offers.adminTitle")}
      </Link>
      <PageTitle title={offer?.name ?? t("cards:offers.new")} />
      <Form
        method="post"
        encType="multipart/form-data"
        className={cardClass}
        {...getFormProps(form)}
        data-testid="card-offer-form"
      >
        <OfferFields fields={fields} picture={offer?.picture} />
        <label className="mb-4 flex items-center gap-2 text-sm">
          <input type="checkbox" name="active" defaultChecked={offer?.active ?? true} />
          <span>{t("cards:offers.activeLabel")}</span>
        </label>
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{offer ? t("cards:offers.save") : t("cards:offers.create")}</SubmitButton>
      </Form>
    </section>
  );
}
