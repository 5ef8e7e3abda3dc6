import type { IncomingMessage } from "node:http";

/**
 * The URL of a request as the site sees it: `scheme://Host` plus the request target. Null when
 * the Host header is not a plain host[:port] or the target is neither a path nor an absolute URL;
 * such a request, or one whose path is not valid percent-encoding, is answered 400 rather than failing later where the URL is built. A target
 * such as `//evil.example/x` stays a path on this host instead of naming another one.
 */
export function requestUrl(req: IncomingMessage, scheme: "http" | "https"): URL | null {
  const host = req.headers.host ?? "localhost";
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return null;
  const target = req.url ?? "/";
  try {
    // Absolute form (`GET http://host/path`): only its path and query are used.
    const url = target.startsWith("/") ? new URL(`${scheme}://${host}${target}`) : new URL(`${scheme}://${host}${pathAndQuery(new URL(target))}`);
    // A path whose percent-encoding is broken names no page; the router could only complain.
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

function pathAndQuery(url: URL): string {
  return `${url.pathname}${url.search}`;
}
