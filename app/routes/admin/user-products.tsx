import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { ProductState } from "~/components/products/product-state";
import { ReviewDiff } from "~/components/products/review-diff";
import { BulkReport, ReviewQueue } from "~/components/products/review-queue";
import { WaitingAge } from "~/components/products/waiting-age";
import { cardClass } from "~/components/ui/card";
import { FilterBar, FilterField, filterInput } from "~/components/ui/filter-bar";
import { approveProducts, decideProduct, listForReview, productForReview } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { bulkApprovalSchema, moderationSchema, reviewQuery, reviewStates } from "~/lib/schemas/products";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { orNotFound, requireId } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/user-products";

/** /admin/user-products: the moderation queue; /admin/user-products/{id}: one product to decide. */
export async function loader({ url, params }: Route.LoaderArgs) {
  // The page's clock, so that the ages the server writes are the ones the browser renders.
  const now = Date.now();
  if (params.id !== undefined)
    return { product: await orNotFound(productForReview(requireId(params.id))), list: null, filters: null, now };
  const query = reviewQuery(url.searchParams);
  return {
    now,
    product: null,
    list: await listForReview(query),
    filters: { state: query.state, store: query.store, sort: query.sort },
  };
}

/**
 * On a product: intent=approve, or intent=reject with a reason. On the queue: "Approve selected"
 * (ids=…), answered with what was approved and skipped. At most one decision per waiting product.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = currentUser(context);
  if (params.id === undefined)
    return formAction(request, {
      schema: bulkApprovalSchema,
      run: ({ ids }) => approveProducts(admin, ids),
      reply: (bulk) => ({ bulk }),
    });
  const id = requireId(params.id);
  return formAction(request, {
    schema: moderationSchema,
    run: (value) => decideProduct(admin, id, value),
    redirect: localHref(getLanguage(context), "/admin/user-products/:id?"),
    toast: (_, value) => `products:review.${value.intent === "approve" ? "approved" : "rejected"}`,
  });
}

export default function UserProducts({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.product ? (
    <ReviewOne data={loaderData} result={actionData} />
  ) : (
    <Queue data={loaderData} result={actionData} />
  );
}

type Data = Route.ComponentProps["loaderData"];

function Queue({ data, result }: { data: Data; result: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  const { list, filters } = data;
  if (!list || !filters) return null;
  const report = result && "bulk" in result ? result.bulk : null;
  return (
    <section className="space-y-4">
      <PageTitle title={t("products:review.title")} />
      {report ? <BulkReport report={report} /> : null}
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
        <ReviewQueue
          items={list.items}
          sort={filters.sort}
          now={data.now}
          result={result && !("bulk" in result) ? result : undefined}
        />
      )}
      <Pager page={list.page} pages={list.pages} estimated={list.estimated} />
    </section>
  );
}

function ReviewOne({ data, result }: { data: Data; result: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const product = data.product!;
  const [form, fields] = useForm({
    id: "reject",
    lastResult: result && !("bulk" in result) ? result : undefined,
    shouldValidate: "onBlur",
  });
  const waiting = product.status === "waiting" || product.revisionState === "waiting";
  const category = product.revisionState === "waiting" && product.revision ? product.proposedCategoryName : product.categoryName;
  return (
    <section className="max-w-5xl space-y-4">
      <Link to={localePath("/admin/user-products/:id?")} className="text-sm text-emerald-700 hover:underline">
        {t("products:review.title")}
      </Link>
      <PageTitle title={product.revision?.name ?? product.name} />
      <dl className={`${cardClass} grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]`} data-testid="review-summary">
        <dt className="font-medium text-slate-600">{t("products:fields.store")}</dt>
        <dd data-testid="review-store">
          <a
            href={localePath("/store/:account?", { account: product.account })}
            className="font-medium text-emerald-700 hover:underline"
          >
            {product.storeName}
          </a>{" "}
          <span className="text-slate-500">@{product.account}</span>
        </dd>
        <dt className="font-medium text-slate-600">{t("products:fields.category")}</dt>
        <dd data-testid="review-category">{category ?? t("products:fields.noCategory")}</dd>
        <dt className="font-medium text-slate-600">{t("products:fields.status")}</dt>
        <dd className="space-y-1">
          <ProductState product={product} />
          {waiting ? <WaitingAge since={product.submittedAt} now={data.now} /> : null}
        </dd>
      </dl>
      <ReviewDiff product={product} />
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
