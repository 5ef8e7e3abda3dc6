import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The site map: every page and resource the site serves. The sitemap, the
// prerender list and the route tests read it.
export default [
  index("routes/home.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
] satisfies RouteConfig;
