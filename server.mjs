// Production server. WEB_CONCURRENCY unset or 1: this process serves the app (server/app.mjs).
// WEB_CONCURRENCY=N (N > 1, PostgreSQL only): this process supervises N worker processes sharing
// the port (node:cluster), after migrating and seeding once (server/cluster.mjs).
import cluster from "node:cluster";

import { concurrencyOf, supervise } from "./server/cluster.mjs";

const workers = concurrencyOf(process.env);

if (cluster.isPrimary && workers > 1) await supervise(workers);
else await import("./server/app.mjs");
