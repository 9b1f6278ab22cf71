import { Logo } from "~/components/logo";
import { useLocalePath } from "~/lib/hooks";

import { DashboardNav } from "./dashboard-nav";

/** The aside menu on medium screens and up (below md the header's mobile menu holds it). */
export function DashboardAside({ staff }: { staff: boolean }) {
  const localePath = useLocalePath();
  return (
    <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-white md:block" data-testid="dashboard-aside">
      <div className="sticky top-0 p-4">
        <Logo to={localePath("/dashboard")} className="mb-6 px-3" />
        <DashboardNav staff={staff} />
      </div>
    </aside>
  );
}
