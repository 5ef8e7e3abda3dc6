import { publicSiteUrl } from "#app/config/public-site-url.ts";

/** What authenticators show beside a passkey of this site. */
export const RELYING_PARTY_NAME = "Kairav Technologies staff console";

export type RelyingParty = {
  /** The domain passkeys are bound to. */
  id: string;
  /** The page origins a signed answer may come from. */
  origins: string[];
};

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The relying party, from SITE_URL alone in production: passkeys belong to the public domain and
 * a signed answer must name the public origin, whatever Host header a request carries (ADR 021).
 *
 * When SITE_URL names this machine (development, tests, the default http://localhost:3000), the
 * server may listen on any port, so an answer from a loopback origin of the request is accepted
 * too, and the id is "localhost": browsers refuse an IP address as a relying party id, so passkeys
 * work at http://localhost:<port> and not at http://127.0.0.1:<port>.
 */
export function relyingPartyFor(request: Request): RelyingParty {
  const site = new URL(publicSiteUrl());
  if (!LOOPBACK_HOSTS.has(site.hostname)) return { id: site.hostname, origins: [site.origin] };
  const requested = new URL(request.url);
  const origins = [site.origin];
  if (LOOPBACK_HOSTS.has(requested.hostname) && requested.origin !== site.origin) origins.push(requested.origin);
  return { id: "localhost", origins };
}
