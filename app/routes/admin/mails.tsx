import { Form } from "react-router";

import { SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Table, Td } from "~/components/ui/table";
import { listFailedMails, sendFailedMailAgain } from "~/domain/back-office";
import { formatDateTime } from "~/lib/dates";
import { sendAgainSchema } from "~/lib/schemas/mails";
import { useTranslation } from "~/lib/use-translation";
import { formAction, refusalToast } from "~/utils/form-action.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/mails";

/** /admin/mails: the mails given up on after every retry (decision 254), each with "Send again". */
export async function loader({ context }: Route.LoaderArgs) {
  return { mails: await listFailedMails(currentUser(context)) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const here = url.pathname;
  return formAction(request, {
    schema: sendAgainSchema,
    run: ({ id }) => sendFailedMailAgain(currentUser(context), id),
    refused: refusalToast(here),
    redirect: here,
    toast: "admin:mails.queued",
  });
}

export default function AdminMails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { mails } = loaderData;
  return (
    <section className="space-y-4">
      <PageTitle title={t("common:titles.admin-mails")} />
      <p className="text-sm text-slate-600">{t("admin:mails.intro")}</p>
      {mails.length === 0 ? (
        <p data-testid="failed-mails-none">{t("admin:mails.none")}</p>
      ) : (
        <Table
          testId="failed-mails"
          headers={[
            { label: t("admin:mails.to"), lead: true },
            t("admin:mails.subject"),
            t("admin:mails.failedAt"),
            t("admin:mails.attempts"),
            t("admin:mails.error"),
            { label: "", actions: true, bare: true },
          ]}
        >
          {mails.map((mail) => (
            <tr key={mail.id} data-testid="failed-mail">
              <Td>{mail.to}</Td>
              <Td>{mail.subject}</Td>
              <Td>{formatDateTime(mail.failedAt)}</Td>
              <Td>{mail.attempts}</Td>
              <Td className="break-all text-slate-600">{mail.error}</Td>
              <Td>
                <Form method="post">
                  <input type="hidden" name="id" value={mail.id} />
                  <SubmitButton size="sm" block={false} variant="secondary">
                    {t("admin:mails.sendAgain")}
                  </SubmitButton>
                </Form>
              </Td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
