import { Badge, type BadgeTone } from "~/components/ui/badge";
import type { CardState } from "~/lib/cards";
import { useTranslation } from "~/lib/use-translation";

const tones: Record<CardState, BadgeTone> = { unused: "success", used: "info", disabled: "neutral" };

/** Used, not used or disabled. */
export function CardStateBadge({ state }: { state: CardState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[state]} testId="card-state">
      {t(`cards:states.${state}`)}
    </Badge>
  );
}
