import { inAppAttribute } from "~/lib/in-app-links";

/**
 * A link inside the app without React Router's per-link hooks, for lists of many links (menus,
 * product grids): the root's one listener follows it (~/lib/in-app-links). `<Link>` elsewhere.
 */
export function InAppLink(props: React.ComponentProps<"a"> & { href: string }) {
  return <a {...props} {...{ [inAppAttribute]: "" }} />;
}
