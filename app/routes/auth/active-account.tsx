import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { activate } from "~/domain/accounts";
import { DomainError } from "~/lib/errors";
import { useLocalePath } from "~/lib/hooks";
import { positiveId } from "~/lib/params";
import { useTranslation } from "~/lib/use-translation";

import type { Route } from "./+types/active-account";

/** The emailed link /active-account/{id}/{code} activates the account. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = positiveId(params.id);
  if (id === null || !params.code) return { activated: false };
  try {
    await activate(id, params.code);
    return { activated: true };
  } catch (error) {
    if (error instanceof DomainError) return { activated: false };
    throw error;
  }
}

export default function ActiveAccount({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <section>
      <PageTitle title={t("auth:activate.title")} />
      {loaderData.activated ? (
        <p className="mb-4 text-emerald-800" role="status" data-testid="activation-result">
          {t("auth:activate.done")}
        </p>
      ) : (
        <p className="mb-4 text-red-700" role="alert" data-testid="activation-result">
          {t("auth:activate.invalid")}
        </p>
      )}
      <Link to={localePath("/login")} className="font-medium text-emerald-700 hover:underline">
        {t("auth:login.link")}
      </Link>
    </section>
  );
}
