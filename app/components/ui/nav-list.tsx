import { Link, NavLink, useLocation } from "react-router";

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

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The links of a navigation (side menu, back-office bar, wallet tabs): the current one is marked (aria-current="page"). */
export function NavList({
  items,
  linkClass,
  className,
  itemClassName,
}: {
  items: NavItem[];
  linkClass: LinkClass;
  className?: string;
  itemClassName?: string;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to} className={itemClassName}>
          {item.also?.some((path) => within(pathname, path)) ? (
            <Link to={item.to} className={linkClass({ isActive: true })} aria-current="page">
              {item.label}
            </Link>
          ) : (
            <NavLink to={item.to} end={item.end} className={linkClass}>
              {item.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
