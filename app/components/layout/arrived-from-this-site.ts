/**
 * Whether a page load followed a link (or a sent form) from another page of this site, rather
 * than an address typed in, a bookmark, a reload or Back/Forward; a load aimed at a fragment
 * (`#section`) is left where the browser puts it.
 */
export function arrivedFromThisSite(load: { navigationType: string | undefined; referrer: string; origin: string; hash: string }): boolean {
  if (load.navigationType !== "navigate" || load.hash !== "" || load.referrer === "") return false;
  try {
    return new URL(load.referrer).origin === load.origin;
  } catch {
    return false;
  }
}
