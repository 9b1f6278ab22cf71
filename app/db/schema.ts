// Every table, one module per area; drizzle-kit and the client read this barrel.
export * from "./schema-core";
export * from "./schema-store";
export * from "./schema-wallet";
export * from "./schema-requests";
export * from "./schema-security";
export * from "./schema-cards";
export * from "./schema-packages";
export * from "./schema-contracts";
export * from "./schema-overview";
export * from "./schema-lists";
