import type { Config } from "@react-router/dev/config";

// The framework's defaults, server rendering on: nothing of the project's configuration.
export default { ssr: true } satisfies Config;
