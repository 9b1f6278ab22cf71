import { formatDateTime } from "~/lib/dates";
import { formatElapsed } from "~/lib/durations";
import { useTranslation } from "~/lib/use-translation";

/**
 * How long a request has waited for an admin ("Waiting for 3 hours"), the exact time on hover.
 * `now` is the loader's clock, so the server's page and the browser's agree.
 */
export function WaitingAge({ since, now, bare = false }: { since: Date | null; now: number; bare?: boolean }) {
  const { t } = useTranslation();
  if (!since) return null;
  const duration = formatElapsed(since, now);
  return (
    <time dateTime={new Date(since).toISOString()} title={formatDateTime(since)} data-testid="waiting-age">
      {bare ? duration : t("products:review.waitingFor", { duration })}
    </time>
  );
}
