import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The staff console's blog pages, under /admin and behind the session-checking layout (see routes.ts).
// Fixed paths come before `posts/:id`; the router prefers them anyway, the order is for the reader.
export const blogAdminRoutes: RouteConfigEntry[] = [
  route("posts", "routes/admin/posts.tsx"),
  route("posts/new", "routes/admin/posts-new.tsx"),
  route("posts/preview", "routes/admin/posts-preview.ts"),
  route("posts/:id", "routes/admin/posts-edit.tsx"),
  route("categories", "routes/admin/categories.tsx"),
  route("comments", "routes/admin/comments.tsx"),
];
