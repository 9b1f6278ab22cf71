import { parsePhoneNumberFromString } from "libphonenumber-js";

/** The number in international E.164 form (+84901234567) when valid, else null. */
export function normalizePhone(value: string | undefined | null): string | null {
  if (!value) return null;
  const phone = parsePhoneNumberFromString(value.trim());
  return phone?.isValid() ? phone.number : null;
}
