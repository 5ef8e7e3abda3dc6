import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// The passkey steps of a person's own account, under /admin and behind the session-checking
// layout (see routes.ts); staff-policy.ts opens them to everyone, like the account page.
export const passkeyAdminRoutes: RouteConfigEntry[] = [route("account/passkeys", "routes/admin/account-passkeys.ts")];

// Signing in with a passkey, for people not signed in, so outside the layout like the sign-in
// page; staff-policy.ts lists it as public.
export const publicPasskeyRoutes: RouteConfigEntry[] = [route("admin/sign-in/passkey", "routes/admin/sign-in-passkey.ts")];
