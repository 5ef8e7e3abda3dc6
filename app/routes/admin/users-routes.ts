import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The staff accounts, under /admin and behind the session-checking layout (see routes.ts): the
// users page for admins only, each person's own account page for everyone (staff-policy.ts).
export const usersAdminRoutes: RouteConfigEntry[] = [route("users", "routes/admin/users.tsx"), route("account", "routes/admin/account.tsx"), route("account/two-factor", "routes/admin/account-two-factor.tsx")];

// For people not signed in, so outside the layout, like sign-in: a reset link asked for and used,
// an invitation accepted. Each checks its own token; staff-policy.ts lists them as public.
export const publicStaffAccountRoutes: RouteConfigEntry[] = [
  route("admin/reset-password", "routes/admin/reset-password-request.tsx"),
  route("admin/reset-password/:token", "routes/admin/reset-password.tsx"),
  route("admin/invitation/:token", "routes/admin/invitation.tsx"),
  // The second step of a sign-in: before any session, so outside the layout too (ADR 023).
  route("admin/sign-in/two-factor", "routes/admin/sign-in-two-factor.tsx"),
];
