import { build, errorSchema, type Paths } from "./operation";
import { accountPaths } from "./paths/accounts";
import { cardPaths } from "./paths/cards";
import { cataloguePaths } from "./paths/catalogue";
import { orderPaths } from "./paths/orders";
import { peoplePaths } from "./paths/people";
import { walletPaths } from "./paths/wallet";

/**
 * The OpenAPI 3.1 document of the JSON API (decision 248), built from the zod schemas the
 * endpoints validate with and the answer schemas beside them. Served at /api/openapi.json;
 * the test suites check every API answer against it.
 */

const areas: [tag: string, description: string, paths: Paths][] = [
  ["Accounts", "Sign-in tokens, the user, notifications, the store's bank.", accountPaths],
  ["Catalogue", "Stores' products, a member's own products, moderation, uploads, restocking.", cataloguePaths],
  ["Orders", "Carts, checkout, orders and their statuses, contracts and signatures.", orderPaths],
  ["Wallet", "CCT balance, transfers, deposits, withdrawals and their decisions.", walletPaths],
  ["Cards", "Discount cards: offers, buying, adding, the back office's batches.", cardPaths],
  ["Packages and users", "Packages, referrals, and the back office's users and audit log.", peoplePaths],
];

const info = {
  title: "CCT Marketplace JSON API",
  version: "1",
  description:
    "JSON in and out, snake_case. Sign in with POST /api/auth/login and send `Authorization: Bearer <token>`. " +
    "Refusals are `{ message, errors? }` in the client's language (Accept-Language). docs/api.md has the rules a schema cannot say.",
};

function components() {
  return {
    securitySchemes: {
      bearer: { type: "http", scheme: "bearer", description: "An access token from POST /api/auth/login (14 days)." },
    },
    schemas: { Error: errorSchema() },
    parameters: {
      IdempotencyKey: {
        name: "Idempotency-Key",
        in: "header",
        required: true,
        description:
          "A key of the client's choosing per money-moving request: the same key answers the first answer again, never twice the effect.",
        schema: { type: "string", pattern: "^[A-Za-z0-9_.:-]{8,100}$" },
      },
      IdempotencyKeyOptional: {
        name: "Idempotency-Key",
        in: "header",
        required: false,
        description: "As on the wallet's endpoints; else the body's `idempotency_key`.",
        schema: { type: "string", pattern: "^[A-Za-z0-9_.:-]{8,100}$" },
      },
    },
    headers: {
      RetryAfter: { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
      IdempotentReplayed: { description: "`true` on a replayed request.", schema: { type: "string", enum: ["true"] } },
    },
  };
}

let built: Record<string, unknown> | null = null;

/** The document (built once per process: it depends on nothing but the code). */
export function openApiDocument(): Record<string, unknown> {
  if (built) return built;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [tag, , area] of areas) {
    for (const [path, methods] of Object.entries(area)) {
      paths[path] = Object.fromEntries(Object.entries(methods).map(([method, spec]) => [method, build(method, path, tag, spec)]));
    }
  }
  built = {
    openapi: "3.1.1",
    info,
    servers: [{ url: "/" }],
    tags: areas.map(([name, description]) => ({ name, description })),
    paths,
    components: components(),
  };
  return built;
}
