import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * The number in international E.164 form (+84901234567) when valid, else null. A number without
 * its country code is read as Vietnamese (0901234567), as the phone field's default country: the
 * checkout, the sign-up and the profile accept the same numbers.
 */
export function normalizePhone(value: string | undefined | null): string | null {
  if (!value) return null;
  const phone = parsePhoneNumberFromString(value.trim(), "VN");
  return phone?.isValid() ? phone.number : null;
}
