// Flat config: ESLint's recommended rules, typescript-eslint's recommended rules and the
// rules of hooks, for the app, the scripts and the tests.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".data/",
      "drizzle/meta/",
      "bench/floor/build/",
      "bench/floor/.react-router/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // Playwright fixtures: `use` is not React's hook, and `{}` is the usual empty fixture pattern.
    files: ["tests/e2e/**/*.ts", "tests/security/**/*.ts", "playwright.config.ts"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  // The floor app of `npm run bench` is the bare framework: nothing of ours (decision 123).
  {
    files: ["bench/floor/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/*", "../../**"], message: "The floor app is bare React Router: nothing of the app in it." }] },
      ],
    },
  },
  // No import cycles in the app (issue 29): a cycle is two modules that cannot be understood apart.
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // The layers (docs/architecture.md): routes → utils → domain → db; lib is pure and shared with
  // the browser. These rules keep the arrows pointing one way.
  {
    files: ["app/domain/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              message: "The domain never sees a Request, a Response or a cookie: HTTP belongs in app/utils.",
            },
          ],
          patterns: [
            {
              group: ["~/utils/*", "~/routes/*", "~/components/*", "~/seed/*"],
              message: "The domain sits below utils, routes and components.",
            },
            {
              group: ["~/domain/*/*"],
              message:
                "Another business area through its public face only: import from ~/domain/<area> (its index.ts); within an area, ./file.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "Request", message: "The domain never sees a Request: pass it the values it needs." },
        { name: "Response", message: "The domain never makes a Response: return data, the route answers." },
        { name: "Headers", message: "Headers (and cookies) belong in app/utils." },
      ],
    },
  },
  {
    files: ["app/lib/**/*.ts", "app/lib/**/*.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/db/*", "~/domain/*", "~/utils/*", "~/routes/*", "*.server"],
              message: "lib is pure and runs in the browser too.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.tsx", "app/components/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/domain/*/*"], message: "A business area through its public face: import types from ~/domain/<area>." },
            {
              group: ["~/domain/*", "~/routes/*"],
              allowTypeImports: true,
              message:
                "Components may import types only from the domain and the routes (a fetcher's action): data comes from loaders.",
            },
            { group: ["~/db/*", "~/utils/*"], message: "Components render what they are given; no data access." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/db/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/domain/*", "~/utils/*", "~/routes/*", "~/seed/*", "~/components/*"],
              message: "db is the bottom layer: the schema and the client. Demo data and start-up live in app/seed.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/infra/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/domain/*", "~/utils/*", "~/routes/*", "~/seed/*", "~/components/*"],
              message: "infra holds technical adapters (storage, mail, PDF, crypto, queues, log): no business rule, no HTTP.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/utils/**/*.ts", "app/seed/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/routes/*", "~/components/*"], message: "utils and seed sit below the routes and the components." },
            { group: ["~/domain/*/*"], message: "A business area through its public face: import from ~/domain/<area>." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/**/*.ts", "app/routes/**/*.tsx", "app/root.tsx", "app/entry.server.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/db/*"],
              message:
                "Routes never touch the database, not even its types: ask the domain (its types), or app/lib for shared values.",
            },
            { group: ["~/domain/*/*"], message: "A business area through its public face: import from ~/domain/<area>." },
          ],
        },
      ],
    },
  },
  {
    // Decision 284: handlers get the request as it came (…/page.data?_routes=… on client navigations).
    files: ["app/routes/**/*.ts", "app/routes/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[property.name='url'][object.name='request'], MemberExpression[property.name='url'][object.property.name='request']",
          message:
            "Read the address from the handler's `url` (React Router's, without `.data` and `_routes`), not from request.url.",
        },
      ],
    },
  },
);
