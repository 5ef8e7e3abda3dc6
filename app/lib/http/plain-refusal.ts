/*
 * A refusal decided before any real work (a throttled or busy sign-in) is answered with a small
 * page of its own instead of the whole rendered app: an attacker sending such requests by the
 * hundred must not be able to keep the server busy rendering pages for them. A route marks its
 * response with this header (message URI-encoded) and the server entry sends the plain page.
 */
export const PLAIN_REFUSAL_HEADER = "X-Plain-Refusal";

export function plainRefusalHeader(message: string): [string, string] {
  return [PLAIN_REFUSAL_HEADER, encodeURIComponent(message)];
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);

/** The page itself: the message, and a way back to the page the visitor came from. */
export function plainRefusalPage(options: { title: string; message: string; backHref: string; backLabel: string }): string {
  const { title, message, backHref, backLabel } = options;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} | Kairav Technologies</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}main{max-width:28rem;margin:15vh auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.5}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#16235a;color:#fff;font-weight:600;text-decoration:none}a:focus-visible{outline:3px solid #16235a;outline-offset:2px}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><a href="${escapeHtml(backHref)}">${escapeHtml(backLabel)}</a></main></body></html>
`;
}

/** The plain page for a response the route marked, or null when it is not marked. */
export function plainRefusalFor(headers: Headers, status: number, backHref: string): Response | null {
  const marked = headers.get(PLAIN_REFUSAL_HEADER);
  if (marked === null) return null;
  headers.delete(PLAIN_REFUSAL_HEADER);
  let message: string;
  try {
    message = decodeURIComponent(marked);
  } catch {
    message = "Please try again later.";
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  const title = status === 429 ? "Too many attempts" : "Please try again shortly";
  return new Response(plainRefusalPage({ title, message, backHref, backLabel: "Back to the form" }), { status, headers });
}
