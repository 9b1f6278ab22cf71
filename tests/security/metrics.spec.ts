import { request as playwrightRequest } from "@playwright/test";

import { expect, test } from "../e2e/support/fixtures";
import { bearer, credit, freshMember } from "./support/members";
import { pageClient } from "./support/sessions";

// Issue 33 item 2: GET /metrics in Prometheus's text format, for this machine only (no
// METRICS_TOKEN in the suite), and figures that move with what the app does.

/** The value of one series of the scrape (0 when it is not there yet). */
function figure(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test("/metrics counts requests by route, the page cache, ledger transfers and mails; only for this machine", async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const scrape = async () => {
    const answer = await fetch(`${baseURL}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    return answer.text();
  };
  // A client a local reverse proxy forwards for is not this machine's.
  expect((await fetch(`${baseURL}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } })).status).toBe(404);

  const before = await scrape();
  expect(before).toContain("process_cpu_seconds_total");
  expect(before).toContain("nodejs_eventloop_lag_seconds");

  const productsRoute = 'http_requests_total{route="store-account-products",method="GET",status_class="2xx"}';
  const notFound = 'http_requests_total{route="not-found",method="GET",status_class="4xx"}';
  const cache = (text: string) =>
    figure(text, 'cct_page_cache_total{result="hit"}') + figure(text, 'cct_page_cache_total{result="miss"}');
  for (const path of ["/store/default/products", "/vi/store/default/products"])
    expect((await fetch(`${baseURL}${path}`)).status).toBe(200);
  expect((await fetch(`${baseURL}/no-such-page-${Date.now()}`)).status).toBe(404);

  // A new member (an activation mail) funded by an admin and sending some on: two posted transfers.
  const newContext = (address: string) =>
    playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const member = await freshMember(newContext, "metrics");
  await credit(await pageClient(baseURL!, "admin", testInfo.workerIndex), member, 20);
  const sent = await member.web.post("/api/transfers", {
    headers: { ...bearer(member), "Idempotency-Key": crypto.randomUUID() },
    data: { account: "member02", amount: 5, password: member.password },
  });
  expect(sent.status()).toBe(201);
  const tooMuch = await member.web.post("/api/transfers", {
    headers: { ...bearer(member), "Idempotency-Key": crypto.randomUUID() },
    data: { account: "member02", amount: 500, password: member.password },
  });
  expect(tooMuch.status()).toBe(422);

  const after = await scrape();
  // Other specs run beside this one: figures only grow, by at least what this test did.
  expect(figure(after, productsRoute) - figure(before, productsRoute)).toBeGreaterThanOrEqual(2);
  expect(figure(after, notFound) - figure(before, notFound)).toBeGreaterThanOrEqual(1);
  expect(cache(after) - cache(before)).toBeGreaterThanOrEqual(2);
  const posted = 'cct_ledger_transfers_total{outcome="posted"}';
  expect(figure(after, posted) - figure(before, posted)).toBeGreaterThanOrEqual(2);
  const refused = 'cct_ledger_transfers_total{outcome="refused"}';
  expect(figure(after, refused) - figure(before, refused)).toBeGreaterThanOrEqual(1);
  const mailed = 'cct_mails_total{outcome="sent"}';
  expect(figure(after, mailed) - figure(before, mailed)).toBeGreaterThanOrEqual(1);
  expect(after).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",route="store-account-products"/m);
  // Routes, not paths: no series names a page's own address.
  expect(after).not.toContain("no-such-page");
});
