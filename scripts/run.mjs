// Runs a TypeScript script through Vite's module runner, so it can import app code that uses
// Vite features (import.meta.glob loads the locale files) exactly as the app does.
// Usage: node scripts/run.mjs scripts/seed.ts [args…]
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, createServerModuleRunner } from "vite";

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("Usage: node scripts/run.mjs <script.ts> [args…]");
  process.exit(2);
}
process.argv = [process.argv[0], path.resolve(script), ...args];

const root = fileURLToPath(new URL("..", import.meta.url));
const server = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  resolve: { alias: { "~": path.join(root, "app") } },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
try {
  await runner.import(path.resolve(script));
} finally {
  await runner.close();
  await server.close();
}
