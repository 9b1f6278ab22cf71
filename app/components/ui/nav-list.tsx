import { useLocation } from "react-router";

import { isActivePath } from "~/lib/in-app-links";

import { InAppLink } from "./in-app-link";

export interface NavItem {
  /** The localized link. */
  to: string;
  label: string;
  /** Active only on exactly this path (an overview above its sub-pages). */
  end?: boolean;
  /** Other localized paths of the same section (a sibling page that is not below `to`). */
  also?: string[];
}

type LinkClass = (state: { isActive: boolean }) => string;

/** The links of a navigation (side menu, back-office bar, wallet tabs): the current one is marked (aria-current="page"). */
export function NavList({
  items,
  linkClass,
  className,
  itemClassName,
  children,
}: {
  items: NavItem[];
  linkClass: LinkClass;
  className?: string;
  itemClassName?: string;
  /** Items after the links (an entry that is not a link). */
  children?: React.ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to} className={itemClassName}>
          <NavItemLink item={item} pathname={pathname} linkClass={linkClass} />
        </li>
      ))}
      {children}
    </ul>
  );
}

function NavItemLink({ item, pathname, linkClass }: { item: NavItem; pathname: string; linkClass: LinkClass }) {
  const isActive = isActivePath(pathname, item.to, item.end) || Boolean(item.also?.some((path) => isActivePath(pathname, path)));
  return (
    <InAppLink href={item.to} className={linkClass({ isActive })} aria-current={isActive ? "page" : undefined}>
      {item.label}
    </InAppLink>
  );
}
