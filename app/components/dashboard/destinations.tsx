import { cardClass } from "~/components/ui/card";
import { InAppLink } from "~/components/ui/in-app-link";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

/**
 * Every page of the member's own, grouped by what it is for (decision 216): the side menu keeps
 * the specification's eight entries, so pages it has no entry for (Withdraw, Packages, the store
 * page, Signature, Buy products…) are reached from here.
 */
/** Each place has its label (overview.links) and one line on what is there (overview.hints). */
function useGroups(account: string) {
  const localePath = useLocalePath();
  return [
    {
      key: "wallet",
      items: [
        // Each of the statement's rows opens its receipt: receipts have no list of their own.
        { key: "statement", href: localePath("/statement") },
        { key: "deposit", href: localePath("/deposite") },
        { key: "transferPoint", href: localePath("/transfer-point") },
        { key: "withdraw", href: localePath("/withdraw") },
      ],
    },
    {
      key: "selling",
      items: [
        { key: "products", href: localePath("/products") },
        { key: "orders", href: localePath("/user-orders/:id?") },
        { key: "storeSettings", href: localePath("/store-settings") },
        { key: "myStore", href: localePath("/store/:account?", { account }) },
        { key: "buyProducts", href: localePath("/buy-products") },
      ],
    },
    {
      key: "membership",
      items: [
        { key: "cards", href: localePath("/cards") },
        { key: "packages", href: localePath("/packages") },
        { key: "members", href: localePath("/refs") },
      ],
    },
    {
      key: "account",
      items: [
        { key: "profile", href: localePath("/profile") },
        { key: "signature", href: localePath("/signature") },
        { key: "twoFactor", href: localePath("/two-factor") },
        { key: "notifications", href: localePath("/notifications") },
      ],
    },
  ] as const;
}

/** The dashboard's map: four groups (Wallet, Selling, Membership, Account), each a short list of links. */
export function DashboardDestinations({ account }: { account: string }) {
  const { t } = useTranslation();
  const groups = useGroups(account);
  return (
    <section aria-labelledby="destinations-title" data-testid="shortcuts">
      <h2 id="destinations-title" className="mb-3 text-lg font-semibold">
        {t("dashboard:overview.groups.title")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {groups.map((group) => (
          <section
            key={group.key}
            className={cardClass}
            aria-labelledby={`group-${group.key}`}
            data-testid={`group-${group.key}`}
          >
            <h3 id={`group-${group.key}`} className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t(`dashboard:overview.groups.${group.key}`)}
            </h3>
            <ul className="-mx-2 space-y-0.5">
              {group.items.map((item) => (
                <li key={item.key}>
                  <InAppLink
                    href={item.href}
                    className="block rounded px-2 py-1.5 hover:bg-emerald-50"
                    data-testid={`to-${item.key}`}
                  >
                    <span className="block font-medium text-emerald-800">{t(`dashboard:overview.links.${item.key}`)}</span>
                    <span className="block text-xs break-words text-slate-600">
                      {/* The store page's line is its address: what shoppers are given. */}
                      {item.key === "myStore" ? item.href : t(`dashboard:overview.hints.${item.key}`)}
                    </span>
                  </InAppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
