import type { Page, Request } from "@playwright/test";

const QUIET_MS = 500;

/**
 * Starts counting the page's requests to the site itself; `settled()` resolves once none has been
 * in flight for half a second. Playwright's "networkidle" also waits on every frame, and a frame
 * whose host cannot be reached (the contact page's embedded map, with no internet) sometimes
 * never reports idle, so a page that works without third-party hosts would time out.
 * Call before navigating.
 */
export function watchOwnRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const ownOrigin = (request: Request) => {
    const url = new URL(request.url());
    return url.hostname === "127.0.0.1" || url.hostname === "localhost";
  };
  page.on("request", (request) => {
    if (!ownOrigin(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);

  return {
    async settled(): Promise<void> {
      for (;;) {
        if (inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS) return;
        await page.waitForTimeout(100);
      }
    },
  };
}
