import { resolveSeo, type ResolvedSeo } from "#app/components/seo/seo-defaults.ts";
import type { JobOpening } from "./job-opening.ts";

/** An opening's own address: the careers page showing it in full. */
export function jobPath(jobId: number): string {
  return `/careers?job=${jobId}`;
}

/** About what search results show of a description, ending on a whole word. */
function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/** An opening's search and sharing fields, each empty one filled from the opening: its summary, its card, its own address. */
export function jobSeo(job: Pick<JobOpening, "id" | "postTitle" | "summary" | "seo">, siteName: string): ResolvedSeo {
  return resolveSeo(job.seo, {
    path: jobPath(job.id),
    description: clip(job.summary),
    card: { section: "careers", id: String(job.id), title: job.postTitle, siteName },
  });
}
