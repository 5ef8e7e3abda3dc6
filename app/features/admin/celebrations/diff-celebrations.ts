import { canonicalJson } from "#app/lib/canonical-json.ts";
import type { CelebrationsPage } from "#app/model/celebrations-page.ts";

/**
 * What differs between two versions of the gallery, as the editor names it: the page's texts, and
 * each album by name (added, removed, or changed; a change of order alone is named once).
 */
export function diffCelebrations(before: CelebrationsPage, after: CelebrationsPage): string[] {
  const changed: string[] = [];
  if (before.lead !== after.lead) changed.push("Lead");
  if (before.description !== after.description) changed.push("Meta description");
  const beforeById = new Map(before.albums.map((album) => [album.id, album]));
  const afterIds = new Set(after.albums.map((album) => album.id));
  for (const album of after.albums) {
    const earlier = beforeById.get(album.id);
    if (!earlier) changed.push(`album “${album.name}” added`);
    else if (canonicalJson(earlier) !== canonicalJson(album)) changed.push(`album “${album.name}”`);
  }
  for (const album of before.albums) if (!afterIds.has(album.id)) changed.push(`album “${album.name}” removed`);
  const commonOrder = (albums: CelebrationsPage["albums"]) => albums.map((album) => album.id).filter((id) => beforeById.has(id) && afterIds.has(id));
  if (commonOrder(before.albums).join() !== commonOrder(after.albums).join()) changed.push("the order of the albums");
  return changed;
}
