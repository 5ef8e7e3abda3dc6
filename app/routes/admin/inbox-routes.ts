import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The staff console's inbox pages, under /admin and behind the session-checking layout (see routes.ts).
// The .csv exports and the attachment download are resource routes: the layout's loader does not
// run for them, so each checks the session itself.
export const inboxAdminRoutes: RouteConfigEntry[] = [
  route("enquiries", "routes/admin/enquiries.tsx"),
  route("enquiries.csv", "routes/admin/enquiries-csv.ts"),
  route("enquiries/:id", "routes/admin/enquiry.tsx"),
  route("applications", "routes/admin/applications.tsx"),
  route("applications.csv", "routes/admin/applications-csv.ts"),
  route("applications/:id", "routes/admin/application.tsx"),
  route("attachments/:id", "routes/admin/attachment-download.ts"),
];
