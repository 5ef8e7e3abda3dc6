import { canonicalJson } from "#app/lib/canonical-json.ts";
import type { ContentPage } from "#app/model/content-page.ts";
import type { Section } from "#app/model/section.ts";

/** How one version of a page differs from another, in the words staff read in the revisions list. */
export type PageDifference = {
  /** Page fields that differ: "title", "lead", "description", … */
  fields: string[];
  added: string[];
  removed: string[];
  /** Sections in both, with the fields that differ in each. */
  changed: { section: string; fields: string[] }[];
  /** Whether the sections in both stand in another order. */
  reordered: boolean;
};

const PAGE_FIELDS = ["title", "navLabel", "slug", "lead", "description", "listing", "seo"] as const;

function same(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function sectionLabel(section: Section): string {
  return "heading" in section && section.heading ? `“${section.heading}”` : `the ${section.kind} section “${section.id}”`;
}

/** What changed from `before` to `after`, sections matched by their ids. */
export function diffPages(before: ContentPage, after: ContentPage): PageDifference {
  const beforeSections = new Map(before.sections.map((section) => [section.id, section]));
  const afterIds = new Set(after.sections.map((section) => section.id));
  const changed: PageDifference["changed"] = [];
  for (const section of after.sections) {
    const old = beforeSections.get(section.id);
    if (!old || same(old, section)) continue;
    const keys = [...new Set([...Object.keys(old), ...Object.keys(section)])];
    changed.push({ section: sectionLabel(section), fields: keys.filter((key) => !same((old as Record<string, unknown>)[key], (section as Record<string, unknown>)[key])) });
  }
  const kept = (sections: readonly Section[], other: Set<string>) => sections.map((section) => section.id).filter((id) => other.has(id));
  return {
    fields: PAGE_FIELDS.filter((field) => !same(before[field], after[field])),
    added: after.sections.filter((section) => !beforeSections.has(section.id)).map(sectionLabel),
    removed: before.sections.filter((section) => !afterIds.has(section.id)).map(sectionLabel),
    changed,
    reordered: !same(kept(before.sections, afterIds), kept(after.sections, new Set(beforeSections.keys()))),
  };
}

export function isSamePage(difference: PageDifference): boolean {
  return difference.fields.length + difference.added.length + difference.removed.length + difference.changed.length === 0 && !difference.reordered;
}
