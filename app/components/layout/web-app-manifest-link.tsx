import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * The web app manifest only matters for installing the site, yet Chromium fetches it, and the
 * icon it names, as soon as it sees the link, on a slow phone alongside the page's first paint.
 * Linked once the page runs instead.
 */
export function WebAppManifestLink() {
  const hydrated = useHydrated();
  return hydrated ? <link rel="manifest" href="/site.webmanifest" /> : null;
}
