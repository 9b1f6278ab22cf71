import { useHydrated } from "~/components/account/dialog";
import { useTranslation } from "~/lib/use-translation";

const stepClass =
  "flex h-9 w-9 shrink-0 items-center justify-center rounded border border-slate-300 text-lg leading-none text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40";

const noArrows =
  "[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none";

/**
 * A quantity: a plain number input (what a form without JavaScript sends), with − and + buttons
 * once the page is hydrated. `value` 0 shows as an empty box (placeholder 0), as nothing chosen.
 */
export function QuantityStepper({
  id,
  name,
  label,
  max,
  value,
  disabled,
  onChange,
}: {
  id: string;
  name: string;
  /** What the buttons and the box are about (the product's name), for screen readers. */
  label: string;
  max: number;
  value: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const set = (next: number) => onChange(Math.max(0, Math.min(max, next)));
  return (
    <div className="flex items-center gap-1" data-testid="restock-stepper">
      {hydrated ? (
        <button
          type="button"
          className={stepClass}
          onClick={() => set(value - 1)}
          disabled={disabled || value <= 0}
          aria-label={t("products:restock.fewer", { name: label })}
          data-testid="restock-minus"
        >
          −
        </button>
      ) : null}
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={value > 0 ? String(value) : ""}
        placeholder="0"
        disabled={disabled}
        aria-label={t("products:restock.quantityOf", { name: label })}
        onChange={(e) => set(Math.floor(Number(e.target.value) || 0))}
        // With the buttons the browser's own arrows go (they would crowd a phone's row); without, they stay.
        className={`h-9 w-14 rounded border border-slate-300 px-1 text-center text-sm ${hydrated ? noArrows : ""}`}
      />
      {hydrated ? (
        <button
          type="button"
          className={stepClass}
          onClick={() => set(value + 1)}
          disabled={disabled || value >= max}
          aria-label={t("products:restock.more", { name: label })}
          data-testid="restock-plus"
        >
          +
        </button>
      ) : null}
    </div>
  );
}
