/**
 * GET /api/docs → the API's reference, Redoc reading /api/openapi.json (decision 248). A page of
 * its own, outside the app's layouts: the viewer's script comes from this app, never a CDN.
 */
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>CCT Marketplace JSON API</title>
  </head>
  <body>
    <redoc spec-url="/api/openapi.json"></redoc>
    <script src="/api/docs/redoc.standalone.js"></script>
  </body>
</html>
`;

// Redoc styles itself with inline <style> and runs its search in a worker made from a blob.
const policy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

export function loader() {
  return new Response(page, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": policy,
      "Cache-Control": "public, max-age=300",
    },
  });
}
