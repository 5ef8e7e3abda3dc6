import { matchRoutes } from "react-router";
import { STAFF_ROLES, type StaffRole } from "#app/db/schema.ts";

const EVERYONE = STAFF_ROLES;
const CONTENT: readonly StaffRole[] = ["admin", "editor"];
const CAREERS: readonly StaffRole[] = ["admin", "recruiter"];
const ENQUIRIES: readonly StaffRole[] = ["admin", "sales"];
const ADMINS: readonly StaffRole[] = ["admin"];

/**
 * Who may open each page of the staff console and post to its actions: every /admin path of
 * app/routes.ts (a unit test fails when one is missing), as the router writes it. `requireStaff`
 * checks it on the server in every loader and action; the navigation shows only what it allows.
 */
export const STAFF_POLICY: Readonly<Record<string, readonly StaffRole[]>> = {
  "/admin": EVERYONE,
  "/admin/sign-out": EVERYONE,
  // Each person's own password and sessions.
  "/admin/account": EVERYONE,
  // Their own passkeys: the steps that add one (removal posts to the account page).
  "/admin/account/passkeys": EVERYONE,
  // Their own second factor: also all that is open to a session without one while it is required.
  "/admin/account/two-factor": EVERYONE,

  "/admin/pages": CONTENT,
  "/admin/pages/new": CONTENT,
  "/admin/pages/:id": CONTENT,
  "/admin/pages/:id/revisions": CONTENT,
  "/admin/pages/:id/preview": CONTENT,
  "/admin/home": CONTENT,
  "/admin/home/revisions": CONTENT,
  "/admin/home/preview": CONTENT,
  "/admin/celebrations": CONTENT,
  "/admin/celebrations/revisions": CONTENT,
  "/admin/celebrations/preview": CONTENT,
  "/admin/media": CONTENT,
  "/admin/media/upload": CONTENT,
  "/admin/media/:id": CONTENT,
  "/admin/redirects": CONTENT,
  "/admin/redirects.csv": CONTENT,
  "/admin/redirects/new": CONTENT,
  "/admin/redirects/import": CONTENT,
  "/admin/redirects/:id": CONTENT,
  "/admin/posts": CONTENT,
  "/admin/posts/new": CONTENT,
  "/admin/posts/preview": CONTENT,
  "/admin/posts/:id": CONTENT,
  "/admin/categories": CONTENT,
  "/admin/comments": CONTENT,

  "/admin/jobs": CAREERS,
  "/admin/jobs/new": CAREERS,
  "/admin/jobs/:id": CAREERS,
  "/admin/jobs/:id/delete": CAREERS,
  "/admin/applications": CAREERS,
  "/admin/applications.csv": CAREERS,
  "/admin/applications/:id": CAREERS,

  "/admin/enquiries": ENQUIRIES,
  "/admin/enquiries.csv": ENQUIRIES,
  "/admin/enquiries/:id": ENQUIRIES,

  // Both inboxes link their files here; the download itself checks which inbox the file belongs to.
  "/admin/attachments/:id": ["admin", "recruiter", "sales"],

  // The company, the navigation and the footer of the whole site: not for the editors of its pages.
  "/admin/settings": ADMINS,
  "/admin/settings/revisions": ADMINS,
  "/admin/outbox": ADMINS,
  "/admin/vitals": ADMINS,
  // Copies of everything, staff accounts included: admins only.
  "/admin/backups": ADMINS,
  "/admin/backups/:file": ADMINS,
  "/admin/audit": ADMINS,
  // Everything stored about one person, their copy and their erasure (ADR 028): every inbox at once.
  "/admin/personal-data": ADMINS,
  "/admin/personal-data/download": ADMINS,
  "/admin/users": ADMINS,
};

/**
 * The console's pages for people who are not signed in, outside the table: signing in, and the
 * links mailed to people (a password reset, an invitation), which check their own tokens.
 */
export const PUBLIC_STAFF_PATHS: readonly string[] = ["/admin/sign-in", "/admin/reset-password", "/admin/reset-password/:token", "/admin/invitation/:token", "/admin/sign-in/two-factor", "/admin/sign-in/passkey"];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  editor: "Editor",
  recruiter: "Recruiter",
  sales: "Sales",
};

/** What a role covers, for the people choosing one. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "Everything, including users and site settings",
  editor: "Pages, home page, posts, categories, comments, media and redirects",
  recruiter: "Jobs and applications",
  sales: "Enquiries",
};

export const ROLE_REFUSED_MESSAGE = "Your role does not include this part of the staff console. Ask an admin if you need it.";

// In the router's own shape, so a path matches the entry the router would pick for it (static
// segments before :params, any letter case, a trailing slash, percent-encoding).
const POLICY_ROUTES = Object.keys(STAFF_POLICY).map((path) => ({ path }));

/** The policy entry (route pattern) a console path falls under, or null when there is none. */
export function findPolicyPattern(pathname: string): string | null {
  const match = matchRoutes(POLICY_ROUTES, pathname)?.at(-1);
  return match?.route.path ?? null;
}

/**
 * Whether the role may open this path (a URL's pathname). Admins may open anything; a path the
 * table does not list is refused to every other role, so a new page stays admin-only until the
 * table names who else may use it.
 */
export function mayUse(role: StaffRole, pathname: string): boolean {
  if (role === "admin") return true;
  const pattern = findPolicyPattern(pathname);
  return pattern !== null && STAFF_POLICY[pattern]!.includes(role);
}
