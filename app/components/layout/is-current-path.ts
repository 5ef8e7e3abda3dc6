/**
 * Whether a navigation link leads to the page at `pathname` or to a part of the site above it, as
 * React Router's <NavLink> decides it (letter case aside; "/" only on the home page itself): the
 * dropdowns mark that link as the current page.
 */
export function isCurrentPath(pathname: string, to: string): boolean {
  const current = pathname.toLowerCase();
  const target = (to.split(/[?#]/)[0] ?? "").toLowerCase();
  if (current === target) return true;
  if (target === "/" || target === "") return false;
  const base = target.endsWith("/") ? target.slice(0, -1) : target;
  return current.startsWith(base) && current.charAt(base.length) === "/";
}
