import { redirectPathKey } from "#app/lib/http/redirect-path-key.ts";

export const FROM_PATH_MAX_LENGTH = 500;
export const TO_TARGET_MAX_LENGTH = 2000;

/**
 * Addresses the site answers itself before any redirect could: the staff console, the media
 * library's files, the build's assets, the forms' endpoints and the health checks. A redirect
 * there would lock staff out or break the site, so none may start with them (any letter case:
 * the router reads them so).
 */
export const RESERVED_PATH_PREFIXES = ["/admin", "/media", "/assets", "/api", "/healthz", "/readyz"] as const;

export type Normalized<T> = { ok: true; value: T } | { ok: false; message: string };

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// Resolves a path of this site without saying which origin it is on.
const SAME_SITE = "http://redirect.invalid";

function isReserved(path: string): string | null {
  const lower = path.toLowerCase();
  return RESERVED_PATH_PREFIXES.find((prefix) => lower === prefix || lower.startsWith(`${prefix}/`)) ?? null;
}

/**
 * An old address as staff type it, as it is stored and matched: a path of this site with a
 * leading `/`, without query or fragment (a visit matches whatever its query), without a trailing
 * slash except the root, percent-encoded as browsers send it.
 */
export function normalizeFromPath(input: string): Normalized<string> {
  const text = input.trim();
  if (text === "") return { ok: false, message: "Enter the old address: a path of this site such as /old-page." };
  if (CONTROL_CHARACTER.test(text)) return { ok: false, message: "The old address cannot contain line breaks or other control characters." };
  if (text.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(text)) {
    return { ok: false, message: "Write the old address as a path of this site, starting with / (without https:// and the domain)." };
  }
  const withSlash = text.startsWith("/") ? text : `/${text}`;
  const path = redirectPathKey(withSlash.split(/[?#]/, 1)[0]!);
  if (path === null) return { ok: false, message: "The old address is not a path this site could be asked for." };
  if (path.length > FROM_PATH_MAX_LENGTH) return { ok: false, message: `The old address must be at most ${FROM_PATH_MAX_LENGTH} characters.` };
  const reserved = isReserved(path);
  if (reserved) return { ok: false, message: `Addresses under ${reserved} belong to the site itself and cannot be redirected.` };
  return { ok: true, value: path };
}

/**
 * Where a redirect leads: a path of this site (query and fragment kept) or an absolute http(s)
 * URL, percent-encoded so it is a valid Location header.
 */
export function normalizeToTarget(input: string): Normalized<string> {
  const text = input.trim();
  if (text === "") return { ok: false, message: "Enter the new address: a path of this site (/new-page) or a full address (https://…)." };
  if (CONTROL_CHARACTER.test(text)) return { ok: false, message: "The new address cannot contain line breaks or other control characters." };
  let target: string;
  if (text.startsWith("/") && !text.startsWith("//")) {
    const url = new URL(text, SAME_SITE);
    // `/\host` is read by browsers as another host: a path of this site must stay one.
    if (url.origin !== SAME_SITE) return { ok: false, message: "The new address is not a valid path of this site." };
    target = `${url.pathname}${url.search}${url.hash}`;
  } else if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { ok: false, message: "The new address is not a valid web address." };
    }
    if (url.username || url.password) return { ok: false, message: "The new address cannot carry a user name or password." };
    target = url.href;
  } else {
    return { ok: false, message: "Start the new address with / for a page of this site, or with https:// for another site." };
  }
  if (target.length > TO_TARGET_MAX_LENGTH) return { ok: false, message: `The new address must be at most ${TO_TARGET_MAX_LENGTH} characters.` };
  return { ok: true, value: target };
}

/**
 * The path of this site a target leads to, as redirects are keyed (to find loops and chains), or
 * null for another site. An absolute URL of the site's own origin counts as its path.
 */
export function targetPathOnSite(target: string, siteOrigin: string): string | null {
  if (target.startsWith("/")) return redirectPathKey(target.split(/[?#]/, 1)[0]!);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  return url.origin === siteOrigin ? redirectPathKey(url.pathname) : null;
}
