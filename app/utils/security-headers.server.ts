import { randomBytes } from "node:crypto";

export const newNonce = () => randomBytes(16).toString("base64");

/**
 * Scripts run only from our origin or with this response's nonce (React Router's inline
 * hydration scripts carry it). Styles allow inline attributes: components set style props.
 * Vite's dev server needs its websocket and its own inline module scripts.
 */
export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-inline'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** Headers every document answer carries, with its CSP nonce. */
export function setDocumentSecurityHeaders(headers: Headers, nonce: string, dev: boolean): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, dev));
}
