import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [index("routes/hello.tsx"), route("products", "routes/products.tsx")] satisfies RouteConfig;
