import { parseEnv } from "#app/config/env.server.ts";

/**
 * True when the browser reached the site over HTTPS: the request URL says so (the server builds it
 * from X-Forwarded-Proto when TRUST_PROXY names a TLS-terminating proxy in front), or the site is
 * configured with an https SITE_URL. Cookies get `Secure` and the `__Host-` prefix from this.
 */
export function isHttpsRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || parseEnv().SITE_URL.startsWith("https:");
}
