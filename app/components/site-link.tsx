import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { useHydratedByReact } from "#app/components/hydrated-by-react.ts";

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path on this site. */
  to: string;
};

/**
 * A link to a page of this site. Where React hydrates the whole tree (the staff console, and the
 * public components its previews render) it is React Router's <Link>, which navigates inside the
 * page. Public pages are reached by full page loads (ADR 012) and never hydrated as a whole, so
 * there it is a plain anchor: <Link> would add nothing but its work to every render (it resolves
 * its path against the router), and a page has about ninety links.
 */
export function SiteLink({ to, ...anchor }: SiteLinkProps) {
  return useHydratedByReact() ? <Link to={to} {...anchor} /> : <a href={to} {...anchor} />;
}
