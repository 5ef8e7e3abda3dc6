import { parseEnv } from "#app/config/env.server.ts";

/**
 * True when the Origin header is absent (older clients, forms posted without JavaScript by
 * browsers that leave same-origin posts unmarked) or names this site. Behind a TLS proxy the
 * request URL is http while the browser says https, so the configured SITE_URL origin counts as
 * our own as well. Every action that changes state refuses a post for which this is false.
 */
export function isSameOrigin(request: Request): boolean {
  return isOwnOrigin(request.headers.get("origin"), new URL(request.url).origin);
}

/** The same check from the Origin header and the origin the request was sent to, where there is no web Request. */
export function isOwnOrigin(origin: string | null, requestOrigin: string): boolean {
  if (origin === null) return true;
  return origin === requestOrigin || origin === new URL(parseEnv().SITE_URL).origin;
}

/** What a visitor's form posted from another site is answered with (403). */
export const FOREIGN_FORM_MESSAGE = "This form was sent from another site, so it was refused. Please open the form on our site and try again.";
