import { InAppLink } from "~/components/ui/in-app-link";
import { useTranslation } from "~/lib/use-translation";

import { CartIcon } from "./icons";

/** The cart icon; its badge shows the total product count and only when above zero. */
export function CartLink({ to, count }: { to: string; count: number }) {
  const { t } = useTranslation();
  return (
    <InAppLink
      href={to}
      className="relative flex rounded p-2 hover:bg-slate-100"
      aria-label={t("store:header.cart", { count })}
      data-testid="cart-link"
    >
      <CartIcon />
      {count > 0 ? (
        <span
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-emerald-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          data-testid="cart-badge"
        >
          {count}
        </span>
      ) : null}
    </InAppLink>
  );
}
