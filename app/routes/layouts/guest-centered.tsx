import { Outlet } from "react-router";

import { LanguageSwitcher } from "~/components/language-switcher";
import { mainId, SkipLink } from "~/components/layout/skip-link";
import { Logo } from "~/components/logo";
import { useLocalePath } from "~/lib/hooks";

/** Reset password, new password, account activation: logo and centred content. */
export default function GuestCenteredLayout() {
  const localePath = useLocalePath();
  return (
    <div className="flex min-h-screen flex-col items-center px-4 py-8">
      <SkipLink />
      <header className="flex w-full max-w-md items-center justify-between">
        <Logo to={localePath("/")} />
        <LanguageSwitcher />
      </header>
      <main
        id={mainId}
        tabIndex={-1}
        className="mt-10 w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
}
