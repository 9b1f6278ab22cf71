import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Only React Router's plugin: no Tailwind, no aliases, nothing of the project's.
export default defineConfig({ plugins: [reactRouter()] });
