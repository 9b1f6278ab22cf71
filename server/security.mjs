/**
 * Headers on every answer. Documents get their own Content-Security-Policy with a script nonce
 * from the app (entry.server.tsx), which replaces the strict default set here for everything else.
 */
export function securityHeaderList({ production }) {
  return [
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ...(production ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]] : []),
  ];
}

/** Express middleware setting `headers` (securityHeaderList) on every answer. */
export function securityHeaders(headers) {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
