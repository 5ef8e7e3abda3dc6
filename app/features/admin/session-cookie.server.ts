import { parseEnv } from "#app/config/env.server.ts";
import { SESSION_ABSOLUTE_TIMEOUT_MS } from "./sessions.server.ts";

/*
 * Under HTTPS the cookie gets `Secure` and the `__Host-` prefix (no Domain, Path=/, Secure: a
 * sibling subdomain cannot plant or overwrite it). Plain http (local runs, tests) cannot use either.
 */
function cookieSettings() {
  const secure = parseEnv().SITE_URL.startsWith("https:");
  return { secure, name: secure ? "__Host-kairav_staff" : "kairav_staff" };
}

export function readSessionToken(request: Request): string | undefined {
  const { name } = cookieSettings();
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const index = pair.indexOf("=");
    if (index > 0 && pair.slice(0, index).trim() === name) {
      const value = pair.slice(index + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function sessionCookie(token: string): string {
  const { secure, name } = cookieSettings();
  const maxAge = Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000);
  return `${name}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(): string {
  const { secure, name } = cookieSettings();
  return `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}
