/**
 * The answer of an endpoint that only takes form posts to any other request: 405 with `Allow`,
 * instead of the framework's error for a route without a loader.
 */
export function postOnly(message: string): Response {
  return new Response(`${message}\n`, {
    status: 405,
    headers: { Allow: "POST", "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}
