import { parseEnv } from "#app/config/env.server.ts";

/**
 * True when the Origin header is absent (older clients, forms posted without JavaScript by
 * browsers that leave same-origin posts unmarked) or names this site. Behind a TLS proxy the
 * request URL is http while the browser says https, so the configured SITE_URL origin counts as
 * our own as well. Every action that changes state refuses a post for which this is false.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  return origin === new URL(request.url).origin || origin === new URL(parseEnv().SITE_URL).origin;
}

/** What a visitor's form posted from another site is answered with (403). */
export const FOREIGN_FORM_MESSAGE = "This form was sent from another site, so it was refused. Please open the form on our site and try again.";
