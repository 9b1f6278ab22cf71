/**
 * Links marked `data-in-app` are plain anchors that one listener on the document follows inside the
 * app, as React Router's `<Link>` does (decision 155). A `<Link>` runs half a dozen hooks on the
 * server for every link it renders; a menu or a product grid has dozens. Without JavaScript, and
 * before the page is hydrated, they are ordinary links.
 */
export const inAppAttribute = "data-in-app";

type Navigate = (to: string, options: { replace: boolean }) => unknown;

/** Whether `pathname` is on the page `to` names (or below it, unless `end`), as `<NavLink>` decides. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  // Encoded as the location's pathname is (a space, a Vietnamese letter).
  const target = new URL(to, "http://in-app").pathname.toLowerCase();
  const length = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(length) === "/");
}

/**
 * Follows a plain left click on an in-app link with `navigate` (the same page again replaces the
 * history entry, as `<Link>` does). Modified clicks, other windows, downloads and other origins are
 * the browser's. Returns the function that stops listening.
 */
export function followInAppLinks(document: Document, navigate: Navigate): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest(`a[${inAppAttribute}]`) : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
    if (link.target && link.target !== "_self") return;
    const url = new URL(link.href);
    const { location } = document;
    if (url.origin !== location.origin) return;
    event.preventDefault();
    const to = url.pathname + url.search + url.hash;
    void navigate(to, { replace: to === location.pathname + location.search + location.hash });
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
