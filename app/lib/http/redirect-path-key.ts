// Any origin does: only the path of the result is read.
const BASE = "http://redirect.invalid";

/**
 * The form of a path that redirects are stored and looked up by: percent-encoded as browsers send
 * it (so `/über` and `/%C3%BCber` are one address), dot segments resolved, and without a trailing
 * slash except for the root (so `/old/` finds the redirect of `/old`). Letter case is kept: an old
 * site's addresses are matched as they were. Null for what is not a path (`//host/x`, a scheme).
 * The server reads each request's path through it, staff input is stored through it.
 */
export function redirectPathKey(pathname: string): string | null {
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(pathname, BASE);
  } catch {
    return null;
  }
  // A backslash reads as a slash: `/\host` names another host, not a path.
  if (url.origin !== BASE) return null;
  const path = url.pathname;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}
