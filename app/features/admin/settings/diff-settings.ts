import { canonicalJson } from "#app/lib/canonical-json.ts";
import type { SiteSettings } from "#app/model/site-settings.ts";
import { SETTINGS_FIELD_LABELS } from "./settings-field-labels.ts";

/**
 * What differs between two versions of the settings, named as the editor names it: each company
 * field that changed, then the navigation and the footer as a whole.
 */
export function diffSettings(before: SiteSettings, after: SiteSettings): string[] {
  const changed: string[] = [];
  // In the order the labels are listed (the editor's), whatever order the stored documents have.
  for (const [key, label] of Object.entries(SETTINGS_FIELD_LABELS) as [keyof SiteSettings["company"], string][]) {
    if (canonicalJson(before.company[key] ?? null) !== canonicalJson(after.company[key] ?? null)) changed.push(label);
  }
  if (canonicalJson(before.navigation) !== canonicalJson(after.navigation)) changed.push("Top navigation");
  if (canonicalJson(before.footer) !== canonicalJson(after.footer)) changed.push("Footer columns");
  return changed;
}
