import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Handlers get the request as it came, not two copies of it per loader (decision 284): they read
  // the address from their `url` (a client navigation asks …/page.data?_routes=…).
  future: { v8_middleware: true, v8_passThroughRequests: true },
  // Cross-site posts are refused by our root middleware (Sec-Fetch-Site and Origin, 403 with the
  // error page in the page's language; see docs/decisions/038-one-cross-site-check-ours.md). React Router's own Origin check
  // would answer first with a bare 400 and knows nothing of APP_URL, so it is left to ours.
  allowedActionOrigins: ["**"],
  // The whole route manifest is sent once (a cacheable file): lazy discovery matched every ancestor
  // path of each document request against the ~300-route table on the server (decision 125).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
