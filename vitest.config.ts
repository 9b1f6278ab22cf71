import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests sit beside the code (app/**/*.test.ts); integration tests run on a real database
// (tests/integration). The Playwright specs in tests/e2e are never picked up here.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.ts", "tests/integration/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**", "build/**"],
    environment: "node",
    // Runs in every test file before it imports anything: a fresh database and a local SMTP server.
    setupFiles: ["tests/setup/db.ts"],
    pool: "forks",
    isolate: true,
    // One file a core. Vitest's default keeps a core for its main process, which idles in a run:
    // on the 2-core machine that ran the files one at a time (decision 273). Each file has its own
    // database and SMTP port, so files run side by side safely.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { external: ["@electric-sql/pglite", "@node-rs/argon2"] } },
  },
});
