import { NavLink } from "react-router";

export interface NavItem {
  /** The localized link. */
  to: string;
  label: string;
  /** Active only on exactly this path (an overview above its sub-pages). */
  end?: boolean;
}

type LinkClass = (state: { isActive: boolean }) => string;

/** The links of a navigation (side menu, back-office bar, wallet tabs): the current one is marked. */
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
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to} className={itemClassName}>
          <NavLink to={item.to} end={item.end} className={linkClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
