import { isHttpsRequest } from "#app/lib/http/is-https-request.server.ts";
import { SESSION_ABSOLUTE_TIMEOUT_MS } from "./sessions.server.ts";

/*
 * Under HTTPS the cookie gets `Secure` and the `__Host-` prefix (no Domain, Path=/, Secure: a
 * sibling subdomain cannot plant or overwrite it), whether TLS ends at a trusted proxy or the
 * site's own origin is https. Plain http (local runs, tests) cannot use either.
 */
function cookieSettings(request: Request) {
  const secure = isHttpsRequest(request);
  return { secure, name: secure ? "__Host-kairav_staff" : "kairav_staff" };
}

/** The value of the named cookie, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const index = pair.indexOf("=");
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

export function readSessionToken(request: Request): string | undefined {
  const value = readCookie(request, cookieSettings(request).name);
  return value !== undefined && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

export function sessionCookie(request: Request, token: string): string {
  const { secure, name } = cookieSettings(request);
  const maxAge = Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000);
  return `${name}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(request: Request): string {
  const { secure, name } = cookieSettings(request);
  return `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}
