import { useTranslation } from "~/lib/use-translation";

/**
 * The page's <title> and description (React hoists both into <head>) and its visible heading.
 * Without a description of its own a page gets the site's; `null`: the page writes its own.
 */
export function PageTitle({
  title,
  heading = true,
  description,
}: {
  title: string;
  heading?: boolean;
  description?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} | ${t("common:brand")}`}</title>
      {description === null ? null : <meta name="description" content={description?.trim() || t("common:description")} />}
      {heading ? <h1 className="mb-4 text-2xl font-semibold text-slate-900">{title}</h1> : null}
    </>
  );
}
