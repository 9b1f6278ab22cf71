import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";

import { PageTitle } from "~/components/page-title";
import { translateKey } from "~/lib/i18n";

/**
 * Pages whose content a later issue builds share this module: it shows the page title inside its
 * layout (the layout's loader already applied the access rules). The title key is the route id.
 */
export default function PageStub() {
  const { t } = useTranslation();
  const id = useMatches().at(-1)?.id.replace(/^vi\//, "") ?? "";
  return (
    <section>
      <PageTitle title={translateKey(t, `common:titles.${id}`)} />
      <p className="text-slate-600">{t("common:comingSoon")}</p>
    </section>
  );
}
