import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { PictureStrip } from "~/components/products/picture-strip";
import { ProductState } from "~/components/products/product-state";
import { Prices } from "~/components/store/prices";
import { cardClass } from "~/components/ui/card";
import { FilterBar, FilterField, filterInput } from "~/components/ui/filter-bar";
import { Table, Td } from "~/components/ui/table";
import { decideProduct, listForReview, productForReview } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { productPictures } from "~/lib/images";
import { moderationSchema, reviewQuery, reviewStates } from "~/lib/schemas/products";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/user-products";

/** /admin/user-products: the moderation queue; /admin/user-products/{id}: one product to decide. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (params.id !== undefined)
    return { product: await orNotFound(productForReview(requireId(params.id))), list: null, filters: null };
  const query = reviewQuery(new URL(request.url).searchParams);
  return {
    product: null,
    list: await listForReview(query),
    filters: { state: query.state, store: query.store, sort: query.sort },
  };
}

/** intent=approve, or intent=reject with a reason: at most one decision per waiting product. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = currentUser(context);
  const id = requireId(params.id);
  return formAction(request, {
    schema: moderationSchema,
    run: (value) => decideProduct(admin, id, value),
    redirect: localHref(getLanguage(context), "/admin/user-products/:id?"),
    toast: (_, value) => `products:review.${value.intent === "approve" ? "approved" : "rejected"}`,
  });
}

export default function UserProducts({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.product ? <ReviewOne product={loaderData.product} result={actionData} /> : <Queue data={loaderData} />;
}

type Data = Route.ComponentProps["loaderData"];

function Queue({ data }: { data: Data }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { list, filters } = data;
  if (!list || !filters) return null;
  return (
    <section className="space-y-4">
      <PageTitle title={t("products:review.title")} />
      <FilterBar testId="review-filters">
        <FilterField label={t("products:fields.status")}>
          <select name="state" defaultValue={filters.state} className={filterInput}>
            {reviewStates.map((s) => (
              <option key={s} value={s}>
                {t(`products:review.states.${s}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t("products:review.storeFilter")}>
          <input name="store" defaultValue={filters.store} maxLength={64} className={filterInput} />
        </FilterField>
        <SubmitButton variant="secondary" size="md" block={false}>
          {t("products:list.searchButton")}
        </SubmitButton>
      </FilterBar>
      {list.items.length === 0 ? (
        <p className="text-slate-600">{t("products:review.queueEmpty")}</p>
      ) : (
        <Table
          testId="review-queue"
          sort={filters.sort}
          headers={[
            { label: t("products:fields.name"), sort: "name", lead: true },
            { label: t("products:fields.store"), sort: "store" },
            { label: t("products:fields.prices"), sort: "price", descFirst: true },
            { label: t("products:fields.status"), sort: "status", lead: true },
            { label: t("common:table.actions"), actions: true },
          ]}
        >
          {list.items.map((p) => (
            <tr key={p.id} data-testid="review-row">
              <Td className="font-medium">{p.revision?.name ?? p.name}</Td>
              <Td>{p.account}</Td>
              <Td>
                <Prices {...p.units} />
              </Td>
              <Td>
                <ProductState product={p} />
              </Td>
              <Td>
                <Link to={localePath("/admin/user-products/:id?", { id: p.id })} className="text-emerald-700 hover:underline">
                  {t("products:review.open")}
                </Link>
              </Td>
            </tr>
          ))}
        </Table>
      )}
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}

type Reviewed = NonNullable<Data["product"]>;

const compared = [
  ["name", "name"],
  ["name_vi", "nameVi"],
  ["slug", "slug"],
  ["meta", "meta"],
  ["description", "description"],
  ["description_vi", "descriptionVi"],
  ["price", "price"],
  ["vnd_to_pay", "vndToPay"],
  ["ccm_to_pay", "ccmToPay"],
  ["discount_percentage", "discountPercentage"],
  ["category", "categoryId"],
] as const;

function ReviewOne({ product, result }: { product: Reviewed; result: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [form, fields] = useForm({ id: "reject", lastResult: result, shouldValidate: "onBlur" });
  const live: Record<string, string> = {
    name: product.name,
    name_vi: product.name_vi ?? "",
    slug: product.slug,
    meta: product.meta,
    description: product.description,
    description_vi: product.description_vi ?? "",
    price: product.price,
    vnd_to_pay: product.vnd_to_pay,
    ccm_to_pay: product.ccm_to_pay,
    discount_percentage: String(product.discount_percentage),
    category: String(product.category_id ?? ""),
  };
  // Every picture, in order, live and proposed (decision 200).
  const proposedPictures = product.revision ? productPictures(product.revision.thumbnail, product.revision.images ?? []) : null;
  const picturesChanged = proposedPictures !== null && proposedPictures.join() !== product.images.join();
  const waiting = product.status === "waiting" || product.revision_state === "waiting";
  return (
    <section className="max-w-4xl space-y-4">
      <Link to={localePath("/admin/user-products/:id?")} className="text-sm text-emerald-700 hover:underline">
        {t("products:review.title")}
      </Link>
      <PageTitle title={product.revision?.name ?? product.name} />
      <div className={cardClass}>
        <p className="mb-2 text-sm text-slate-600">
          {t("products:fields.store")}: <span className="font-medium">{product.account}</span>
        </p>
        <ProductState product={product} />
      </div>
      <Table
        testId="review-fields"
        headers={[
          t("products:review.field"),
          t("products:review.live"),
          ...(product.revision ? [t("products:review.change")] : []),
        ]}
      >
        {compared.map(([key, draftKey]) => {
          const proposed = product.revision ? String(product.revision[draftKey] ?? "") : null;
          const changed = proposed !== null && proposed !== live[key];
          return (
            <tr key={key} className={changed ? "bg-amber-50" : undefined} data-testid={changed ? "changed-field" : undefined}>
              <th className="p-3 text-left font-medium">
                {key === "category" ? t("products:fields.category") : t(`products:fields.${key}`)}
              </th>
              <td className="p-3 break-all whitespace-pre-wrap">{live[key]}</td>
              {proposed !== null ? (
                <td className="p-3 break-all whitespace-pre-wrap">
                  {proposed} {changed ? <span className="text-xs text-amber-700">({t("products:review.changed")})</span> : null}
                </td>
              ) : null}
            </tr>
          );
        })}
        <tr className={picturesChanged ? "bg-amber-50" : undefined} data-testid={picturesChanged ? "changed-field" : undefined}>
          <th className="p-3 text-left font-medium">{t("products:fields.pictures")}</th>
          <td className="p-3">
            <PictureStrip pictures={product.images} testId="live-pictures" />
          </td>
          {proposedPictures !== null ? (
            <td className="p-3">
              <PictureStrip pictures={proposedPictures.filter((src) => src !== null)} testId="proposed-pictures" />
              {picturesChanged ? <span className="text-xs text-amber-700">({t("products:review.changed")})</span> : null}
            </td>
          ) : null}
        </tr>
      </Table>
      {waiting ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Form method="post" className={cardClass}>
            <input type="hidden" name="intent" value="approve" />
            <SubmitButton size="md" block={false} data-testid="approve">
              {t("products:review.approve")}
            </SubmitButton>
          </Form>
          <Form method="post" className={cardClass} {...getFormProps(form)}>
            <input type="hidden" name="intent" value="reject" />
            <InputField label={t("products:review.reasonLabel")} meta={fields.reason} type="text" />
            <ErrorList id={form.errorId} errors={form.errors} />
            <SubmitButton variant="danger" size="md" block={false} data-testid="reject">
              {t("products:review.reject")}
            </SubmitButton>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
