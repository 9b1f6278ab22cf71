import { Form } from "react-router";

import { SubmitButton } from "~/components/forms";
import { CopyLink } from "~/components/packages/copy-link";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { Badge } from "~/components/ui/badge";
import { cardClass } from "~/components/ui/card";
import { Table, Td } from "~/components/ui/table";
import { Cct } from "~/components/wallet/ui";
import { referralsOf } from "~/domain/packages";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/use-translation";
import { searchQuery } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";
import { appOrigin } from "~/utils/request.server";

import type { Route } from "./+types/refs";

/**
 * /refs (Members): the referral link with a copy button and its QR code (an SVG made on the
 * server, so it shows with JavaScript off), the totals, and the invitees with their figures.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const query = searchQuery(url);
  const refs = await referralsOf(currentUser(context), appOrigin(request), query, { qr: true });
  return { ...refs, q: query.q };
}

export default function Refs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { link, qr, invitees, totals, q } = loaderData;
  const totalItems = [
    ["invitees", totals.invitees],
    ["activated", totals.activated],
    ["packages", totals.packages],
    ["commission", <Cct key="c" value={totals.commission} />],
    ["secondLevel", totals.secondLevel],
  ] as const;
  return (
    <section className="space-y-6">
      <PageTitle title={t("common:titles.refs")} />
      <div className={`${cardClass} flex flex-col gap-4 sm:flex-row sm:items-center`}>
        {qr ? <img src={qr} alt={t("packages:refs.qrAlt")} width={160} height={160} data-testid="referral-qr" /> : null}
        <div className="min-w-0 flex-1">
          <h2 className="mb-1 text-lg font-semibold">{t("packages:refs.link")}</h2>
          <p className="mb-3 text-sm text-slate-600">{t("packages:refs.intro")}</p>
          <CopyLink link={link} />
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="referral-totals">
        {totalItems.map(([key, value]) => (
          <div key={key} className={cardClass}>
            <dt className="text-sm text-slate-500">{t(`packages:refs.totals.${key}`)}</dt>
            <dd className="mt-1 text-xl font-semibold text-emerald-700" data-testid={`total-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h2 className="mb-2 text-lg font-semibold">{t("packages:refs.invitees")}</h2>
        <Form method="get" className="mb-3 flex flex-wrap items-end gap-2 text-sm" data-testid="invitee-search">
          <label>
            <span className="mb-1 block font-medium text-slate-700">{t("packages:refs.search")}</span>
            <input
              type="search"
              name="q"
              defaultValue={q}
              maxLength={64}
              className="rounded border border-slate-300 px-2 py-1.5"
            />
          </label>
          <SubmitButton variant="secondary" size="md" block={false}>
            {t("packages:refs.searchButton")}
          </SubmitButton>
        </Form>
        {invitees.items.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="invitees-empty">
            {q ? t("packages:refs.noMatch") : t("packages:refs.empty")}
          </p>
        ) : (
          <Table
            testId="invitees"
            headers={[
              t("packages:refs.fields.name"),
              t("packages:refs.fields.account"),
              t("packages:refs.fields.joined"),
              t("packages:refs.fields.activated"),
              t("packages:refs.fields.packages"),
              t("packages:refs.fields.commission"),
              t("packages:refs.fields.invited"),
            ]}
          >
            {invitees.items.map((i) => (
              <tr key={i.account} data-testid={`invitee-${i.account}`}>
                <Td>{i.name}</Td>
                <Td>{i.account}</Td>
                <Td className="whitespace-nowrap">{formatDate(i.joinedAt)}</Td>
                <Td>
                  <Badge tone={i.activated ? "success" : "warning"}>
                    {i.activated ? t("packages:refs.yes") : t("packages:refs.no")}
                  </Badge>
                </Td>
                <Td>{i.packages}</Td>
                <Td>
                  <span data-testid="invitee-commission" data-value={i.commission}>
                    <Cct value={i.commission} />
                  </span>
                </Td>
                <Td>{i.invited}</Td>
              </tr>
            ))}
          </Table>
        )}
        <Pager page={invitees.page} pages={invitees.pages} />
      </div>
    </section>
  );
}
