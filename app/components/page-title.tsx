import { useTranslation } from "react-i18next";

/** The page's <title> (React hoists it into <head>) and its visible heading. */
export function PageTitle({ title, heading = true }: { title: string; heading?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} | ${t("common:brand")}`}</title>
      {heading ? <h1 className="mb-4 text-2xl font-semibold text-slate-900">{title}</h1> : null}
    </>
  );
}
