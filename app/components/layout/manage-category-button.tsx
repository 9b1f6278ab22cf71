import { useTranslation } from "react-i18next";
import { Dropdown } from "./dropdown";

/** Admins' "Manage Category" entry; the category editor itself comes with the catalogue issue. */
export function ManageCategoryButton() {
  const { t } = useTranslation();
  return (
    <Dropdown
      testId="manage-category"
      summary={<span className="text-sm font-medium">{t("admin:header.manageCategory")}</span>}
      summaryClassName="border border-slate-300 px-3"
      panelClassName="w-72 p-4"
    >
      <p className="mb-1 text-sm font-semibold">{t("admin:header.manageCategory")}</p>
      <p className="text-sm text-slate-600">{t("admin:header.manageCategorySoon")}</p>
    </Dropdown>
  );
}
