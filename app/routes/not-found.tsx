import { data } from "react-router";

// Any address no other route claims. Matching it lets the root's loader run, so the error page
// that answers 404 carries the site's own header, menus and footer.
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

// Never rendered (the loader always throws), but a page route's module needs a component:
// without one the route would answer as a resource, with no error page.
export default function NotFound() {
  return null;
}
