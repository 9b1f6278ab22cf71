/**
 * Plain cookie values (decision 141). RFC 6265 allows in a cookie value only the printable ASCII
 * characters other than space, double quote, comma, semicolon and backslash (`cookie-octet`).
 * Everything else — and "%" itself, so that decoding is never ambiguous — is written as the
 * percent-encoded bytes of its UTF-8 form; every allowed character stays as it is: "+84901234567"
 * and "member01" are stored unchanged, "Mai Member" as "Mai%20Member", "Nhà thuốc" as
 * "Nh%C3%A0%20thu%E1%BB%91c". `decodeURIComponent` (or `decodeCookieValue`) gives the text back.
 */
function allowed(byte: number): boolean {
  return byte >= 0x21 && byte <= 0x7e && byte !== 0x22 && byte !== 0x25 && byte !== 0x2c && byte !== 0x3b && byte !== 0x5c;
}

export function encodeCookieValue(text: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) {
    out += allowed(byte) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** The text of a value written by `encodeCookieValue`; a value that is not valid escaping stays as it is. */
export function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
