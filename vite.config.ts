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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressed],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  optimizeDeps: { exclude: ["@electric-sql/pglite", "@node-rs/argon2"] },
  server: { watch: { ignored: ["**/.data/**", "**/test-results/**"] } },
});
