import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";

import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";

// E2E_PORT / E2E_SMTP_PORT let two runs share one checkout (the mail log follows the port).
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);

// The app under test gets a fresh embedded database for every run (the config is also loaded by
// the workers; only the main process starts the server, so its folder is the one in use).
if (!process.env.E2E_RUN_ID) {
  // The main process (workers inherit E2E_RUN_ID): clear the databases of runs older than three
  // hours, never those of a run that may still be going on in the same checkout.
  process.env.E2E_RUN_ID = `${Date.now()}-${process.pid}`;
  mkdirSync("test-results", { recursive: true });
  for (const entry of readdirSync("test-results")) {
    const started = Number(/^e2e-data-(\d+)-/.exec(entry)?.[1]);
    if (started && Date.now() - started > 3 * 3600_000)
      rmSync(path.join("test-results", entry), { recursive: true, force: true });
  }
}
const runId = process.env.E2E_RUN_ID;
const dataDir = path.resolve("test-results", `e2e-data-${runId}`);
mkdirSync(dataDir, { recursive: true });

export default defineConfig({
  testDir: "tests",
  // Playwright empties its output folder at start: keep it apart from the database and the mails.
  outputDir: `test-results/playwright-${port}`,
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL,
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "en-US",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: "js", testDir: "tests/e2e", use: { javaScriptEnabled: true } },
    // Without JavaScript: what a browser shows and submits by itself. JavaScript changes nothing in a
    // test tagged @browserless (HTTP only) or @layout (CSS on the server's markup at a given width),
    // nor in phones.spec.ts (layout alone): those run once, in js (decision 273).
    {
      name: "nojs",
      testDir: "tests/e2e",
      testIgnore: ["phones.spec.ts"],
      grepInvert: /@browserless|@layout/,
      use: { javaScriptEnabled: false },
    },
    // The security suite speaks plain HTTP to the built app, as an attacker would: no browser.
    { name: "http", testDir: "tests/security" },
    // Several app processes on one PostgreSQL (scripts/test.sh sets TEST_DATABASE_URL when one answers).
    ...(process.env.TEST_DATABASE_URL ? [{ name: "scale-out", testDir: "tests/scale-out" }] : []),
  ],
  webServer: {
    command: "node server.mjs",
    // server.mjs listens at once; /readyz answers 200 once the database is migrated and seeded.
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      TRUST_PROXY: "1",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_URL: baseURL,
      SESSION_SECRET: "e2e-session-secret-0123456789",
    },
  },
});
