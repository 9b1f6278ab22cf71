import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// The browser's files are compressed once at build time, at the strongest levels (brotli 11, gzip 9):
// server.mjs serves these copies instead of compressing each answer again (decision 150).
const precompressed: Plugin = {
  ...compression({
    algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
    include: /\.(js|css|svg|json)$/,
    threshold: 1024,
  }),
  apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
};

// React Router's package exports only its development build, dev warnings included
// (remix-run/react-router#14102): the browser's build takes the production twin shipped beside it.
// Not the server's: there React Router stays external, and one copy must serve the app and the adapter.
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// Chunks of the browser's build under 2 kB are merged into a chunk loaded under
// similar conditions: a store page's first load goes from 32 files to about 20 for under 1 kB more,
// and a browser on HTTP/1.1 fetches six at a time (decision 158). Rollup may then load code a page
// does not need yet; a larger floor merged 30 kB of shared code into the store pages' first load.
const smallestChunk = 2000;

// The app's own code a store page runs (the root, the store layout and pages, what they import, and
// the entry's imports) goes into one chunk: as some thirty files of a few hundred bytes each it was
// compressed file by file, half again as large (decision 166). The framework gets one of its own.
const storefrontRoutes = [
  "root.tsx",
  "routes/layouts/store.tsx",
  "routes/store/home.tsx",
  "routes/store/products.tsx",
  "routes/store/product.tsx",
];
const appDir = fileURLToPath(new URL("./app/", import.meta.url));
const storefrontStarts = [
  `${appDir}entry.client.tsx`,
  ...storefrontRoutes.map((route) => `${appDir}${route}?__react-router-build-client-route`),
];
type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;
let storefrontModules: Set<string> | undefined;
function storefrontChunk(id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined {
  if (!storefrontModules) {
    storefrontModules = new Set();
    const pending = [...storefrontStarts];
    while (pending.length > 0) {
      for (const next of getModuleInfo(pending.pop()!)?.importedIds ?? []) {
        if (next.startsWith(appDir) && !next.includes("?") && !storefrontModules.has(next)) {
          storefrontModules.add(next);
          pending.push(next);
        }
      }
    }
  }
  if (storefrontModules.has(id)) return "storefront";
  // React, React DOM and React Router in a chunk of their own, whose name and bytes change only with
  // their versions: a deploy of ours leaves the browser's cached copy good.
  return /\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id) ? "framework" : undefined;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), precompressed],
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      ...(command === "build" && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild("dom-export.mjs") },
          ]
        : []),
    ],
  },
  build:
    command === "build" && !isSsrBuild
      ? { rollupOptions: { output: { experimentalMinChunkSize: smallestChunk, manualChunks: storefrontChunk } } }
      : {},
  optimizeDeps: { exclude: ["@electric-sql/pglite", "@node-rs/argon2"] },
  server: { watch: { ignored: ["**/.data/**", "**/test-results/**"] } },
}));
