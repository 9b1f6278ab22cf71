import PhoneInput, { type FlagProps } from "react-phone-number-input";
import en from "react-phone-number-input/locale/en.json";

import { useTranslation } from "~/lib/use-translation";

import "react-phone-number-input/style.css";

import { FieldFrame, inputBorder } from "~/components/forms";

// The package's own Vietnamese list leaves most countries in English ("Afghanistan", "Việt Nam
// (Vietnam)"): ours is CLDR's Vietnamese country names (Intl.DisplayNames "vi"), with "Quốc tế",
// "Ý" and the few regions CLDR does not name written by hand.
import vi from "./phone-labels-vi.json";

/** The country's flag as an emoji (no images to fetch). */
function Flag({ country, countryName }: FlagProps) {
  const emoji = String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
  return (
    <span role="img" aria-label={countryName} className="text-base leading-none">
      {emoji}
    </span>
  );
}

interface PhoneFieldProps {
  id: string;
  label: string;
  /** International E.164 value ("+84901234567") or "". */
  value: string;
  onChange: (value: string) => void;
  /** The text as typed, submitted as phoneNumberRaw. */
  raw: string;
  onRawChange: (raw: string) => void;
  errors?: string[] | null;
  errorId?: string;
}

/**
 * A Vietnamese number typed the local way (0912…) reads as +0912… in an international field: it is
 * the Vietnamese number, as the server reads it too (lib/phone.ts).
 */
const fromLocal = (value: string) => value.replace(/^\+0/, "+84");

/**
 * Phone number with country support (react-phone-number-input, Vietnam by default). The input is
 * international ("+84 90 123 45 67") and named phone_number, also as the server renders it, so
 * it works the same with JavaScript off; phoneNumberRaw carries the text typed.
 */
export function PhoneField({ id, label, value, onChange, raw, onRawChange, errors, errorId }: PhoneFieldProps) {
  const { i18n } = useTranslation();
  const invalid = Boolean(errors?.length);
  return (
    <FieldFrame id={id} label={label} errors={errors} errorId={errorId}>
      <div
        className={`rounded border px-3 py-2 text-sm shadow-sm focus-within:ring-2 focus-within:ring-emerald-500 ${inputBorder(invalid)} [&_.PhoneInputInput]:border-0 [&_.PhoneInputInput]:bg-transparent [&_.PhoneInputInput]:outline-none`}
        onInput={(event) => {
          if (event.target instanceof HTMLInputElement && event.target.type === "tel") onRawChange(event.target.value);
        }}
      >
        <PhoneInput
          id={id}
          name="phone_number"
          international
          defaultCountry="VN"
          labels={i18n.language === "vi" ? vi : en}
          flagComponent={Flag}
          value={value || undefined}
          onChange={(next) => onChange(fromLocal(next ?? ""))}
          autoComplete="tel"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          data-testid="phone-input"
        />
      </div>
      <input type="hidden" name="phoneNumberRaw" value={raw} />
    </FieldFrame>
  );
}
