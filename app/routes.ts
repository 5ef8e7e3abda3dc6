import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { blogAdminRoutes } from "./routes/admin/blog-routes.ts";
import { careersAdminRoutes } from "./routes/admin/careers-routes.ts";
import { inboxAdminRoutes } from "./routes/admin/inbox-routes.ts";
import { mediaAdminRoutes } from "./routes/admin/media-routes.ts";
import { operationsAdminRoutes } from "./routes/admin/operations-routes.ts";
import { pagesAdminRoutes } from "./routes/admin/pages-routes.ts";
import { passkeyAdminRoutes, publicPasskeyRoutes } from "./routes/admin/passkey-routes.ts";
import { redirectsAdminRoutes } from "./routes/admin/redirects-routes.ts";
import { siteDocumentAdminRoutes } from "./routes/admin/site-document-routes.ts";
import { publicStaffAccountRoutes, usersAdminRoutes } from "./routes/admin/users-routes.ts";

// The site map: every page and resource the site serves. The sitemap, the
// prerender list and the route tests read it.
export default [
  index("routes/home.tsx"),
  route("services/:slug", "routes/content-page.tsx", { id: "services-page" }),
  route("industries/:slug", "routes/content-page.tsx", { id: "industries-page" }),
  route("solutions", "routes/solutions.tsx"),
  route("solutions/:slug", "routes/content-page.tsx", { id: "solutions-page" }),
  route("aboutus/our-celebrations", "routes/our-celebrations.tsx"),
  route("aboutus/:slug", "routes/content-page.tsx", { id: "aboutus-page" }),
  route("privacy", "routes/content-page.tsx", { id: "privacy-page" }),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss-xml.ts"),
  route("blog/:id", "routes/blog-post.tsx"),
  route("blog/:id/comments", "routes/blog-post-comments.ts"),
  route("contactus", "routes/contactus.tsx"),
  route("careers", "routes/careers.tsx"),
  route("search", "routes/search.tsx"),
  route("search/suggest", "routes/search-suggest.ts"),
  route("api/enquiries", "routes/api-enquiries.ts"),
  route("api/applications", "routes/api-applications.ts"),
  route("api/vitals", "routes/api-vitals.ts"),
  route("captcha/challenge", "routes/captcha-challenge.ts"),
  route("preview/pages/:token", "routes/page-preview-link.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("sitemaps/:file", "routes/sitemap-file-xml.ts"),
  route("media/:file", "routes/media-file.ts"),
  route("social-cards/:section/:file", "routes/social-card-png.ts"),
  // Staff console: everything but sign-in and the account links mailed to people sits under the layout that requires a session.
  route("admin/sign-in", "routes/admin/sign-in.tsx"),
  ...publicStaffAccountRoutes,
  ...publicPasskeyRoutes,
  // The editor's live preview: the public page alone, framed by the editor, so outside the console's layout.
  route("admin/pages/:id/preview", "routes/admin/pages-preview.tsx"),
  route("admin/home/preview", "routes/admin/home-preview.tsx"),
  route("admin/celebrations/preview", "routes/admin/celebrations-preview.tsx"),
  layout("routes/admin/layout.tsx", [
    layout("routes/admin/staff-error-boundary.tsx", [
      ...prefix("admin", [
        index("routes/admin/dashboard.tsx"),
        route("sign-out", "routes/admin/sign-out.ts"),
        ...pagesAdminRoutes,
        ...mediaAdminRoutes,
        ...redirectsAdminRoutes,
        ...siteDocumentAdminRoutes,
        ...blogAdminRoutes,
        ...careersAdminRoutes,
        ...inboxAdminRoutes,
        ...operationsAdminRoutes,
        ...usersAdminRoutes,
        ...passkeyAdminRoutes,
      ]),
    ]),
  ]),
  // Last: every address the routes above do not claim answers 404 with the site around it.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
