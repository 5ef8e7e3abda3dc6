/*
 * The Content-Security-Policy of everything that is not a page (assets, health checks, plain-text
 * errors): nothing may run. An SVG or a text file opened on its own cannot script this origin,
 * and nothing can frame it. Pages replace it with their own (`contentSecurityPolicy` below).
 */
const RESOURCE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  // Chromium shows a PDF through a plugin frame; it must stay allowed for the brochures.
  "object-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

// Headers every response carries, whatever its kind.
export const securityHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": RESOURCE_CONTENT_SECURITY_POLICY,
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * The Content-Security-Policy. Scripts run only from this origin plus either a
 * per-response nonce (server-rendered pages) or the hashes of the inline
 * scripts a prerendered page contains; never 'unsafe-inline'.
 */
export function contentSecurityPolicy(inlineScripts: { nonce: string } | { hashes: readonly string[] }, framing: "none" | "same-origin" = "none"): string {
  const scriptSources =
    "nonce" in inlineScripts ? [`'nonce-${inlineScripts.nonce}'`] : inlineScripts.hashes.map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Inline style attributes (React's style prop) need this; inline scripts never do.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The contact page's map, and the page editor's preview of a page of this site.
    "frame-src 'self' https://www.openstreetmap.org",
    framing === "none" ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

const FRAMED_PREVIEWS = new Set(["/admin/home/preview", "/admin/celebrations/preview"]);

/** The editors' live previews (of a page, the home page, the gallery) are framed by the editor; every other page may be framed by nothing. */
export function isFramedBySite(pathname: string): boolean {
  return /^\/admin\/pages\/\d{1,12}\/preview$/.test(pathname) || FRAMED_PREVIEWS.has(pathname);
}
