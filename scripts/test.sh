#!/usr/bin/env bash
# npm test: typecheck, lint, format, knip, unit + integration tests (PGlite, then PostgreSQL when one is
# reachable), production build, end-to-end tests in Chromium (JavaScript on and off), the security
# suite, and the scale-out tests (several app processes on one PostgreSQL, when one is reachable).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "format"
npm run --silent format:check

step "unused files, exports and dependencies (knip)"
npm run --silent knip

step "unit and integration tests (embedded PGlite)"
env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run

# PostgreSQL: TEST_DATABASE_URL, or the local server when it answers.
pg_url="${TEST_DATABASE_URL:-}"
if [[ -z "$pg_url" ]]; then
  default_url="postgres://postgres@127.0.0.1:5432/postgres"
  if command -v pg_isready >/dev/null 2>&1; then
    if pg_isready -q -h 127.0.0.1 -p 5432 -t 3; then pg_url="$default_url"; fi
  elif node -e '
      const s = require("net").connect(5432, "127.0.0.1");
      s.setTimeout(2000, () => process.exit(1));
      s.on("connect", () => process.exit(0)).on("error", () => process.exit(1));' 2>/dev/null; then
    pg_url="$default_url"
  fi
  # Reachable is not enough: the default role must be able to log in and create databases.
  if [[ -n "$pg_url" ]] && ! PG_URL="$pg_url" node --input-type=module -e '
      import postgres from "postgres";
      const sql = postgres(process.env.PG_URL, { max: 1, connect_timeout: 5, onnotice: () => {} });
      try { await sql`select 1`; } catch { process.exitCode = 1; } finally { await sql.end({ timeout: 1 }); }' 2>/dev/null; then
    pg_url=""
  fi
fi
if [[ -n "$pg_url" ]]; then
  step "database tests again on PostgreSQL"
  TEST_DATABASE_URL="$pg_url" npx vitest run tests/integration
else
  step "PostgreSQL not reachable: the database tests ran on PGlite only"
fi

step "build"
npm run --silent build

# With PostgreSQL, Playwright also runs the scale-out project (tests/scale-out: several app processes
# on one scratch database of that server); the app under test itself stays on PGlite.
if [[ -n "$pg_url" ]]; then
  step "end-to-end tests (Playwright, system Chromium), and the scale-out tests on PostgreSQL"
  env -u DATABASE_URL TEST_DATABASE_URL="$pg_url" npx playwright test
else
  step "end-to-end tests (Playwright, system Chromium); PostgreSQL not reachable: no scale-out tests"
  env -u DATABASE_URL -u TEST_DATABASE_URL npx playwright test
fi
