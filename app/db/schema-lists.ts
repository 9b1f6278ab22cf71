import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Every so many rows of a long, append-only list in its default order, counted from the oldest end
 * (decision 282): the row's rank (0 = the oldest) and its place in the order (the cursor's key). A
 * deep numbered page is read from its nearest anchor, and the list's exact count is the last
 * anchor's rank plus the rows after it. Kept by the jobs "list-anchors" and "list-anchors-check" (app/db/anchors.server.ts),
 * only for rows nothing can be added before any more.
 */
export const listAnchors = pgTable(
  "list_anchors",
  {
    list: text("list").notNull(),
    rank: integer("rank").notNull(),
    key: bigint("key", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.rank] })],
);
