import type { Insertable } from "kysely";
import type { Job, PagesTable, Post, SearchDocumentsTable } from "#app/db/schema.ts";
import { markdownToPlainText } from "#app/features/blog/render-markdown.server.ts";
import { pagePath } from "#app/model/page-catalogue.ts";
import { cleanSearchText, extractPageText } from "./extract-page-text.ts";
import { pageFamilyLabels } from "./search-kinds.ts";

/*
 * The search row of each kind of public thing, or null while it is not public: a page without a
 * published version, a draft post, a closed job. A post dated after today and a job past its
 * closing date are public things waiting or gone by the calendar alone, with no write to reindex
 * them: their row carries the dates and the search compares them with today.
 */

export type SearchDocument = Omit<Insertable<SearchDocumentsTable>, "id" | "updated_at">;

function lines(texts: readonly (string | null)[]): string {
  return texts
    .map((text) => cleanSearchText(text ?? ""))
    .filter((text) => text !== "")
    .join("\n");
}

export function pageSearchDocument(page: { id: number } & Pick<PagesTable, "family" | "slug" | "published">): SearchDocument | null {
  if (page.published === null) return null;
  const { title, body } = extractPageText(JSON.parse(page.published));
  return {
    kind: "page",
    source_id: page.id,
    url: pagePath(page),
    title,
    body,
    section: pageFamilyLabels[page.family],
    visible_from: null,
    visible_until: null,
  };
}

export function postSearchDocument(post: Pick<Post, "id" | "title" | "content" | "excerpt" | "author_name" | "published_on" | "status">): SearchDocument | null {
  if (post.status !== "published") return null;
  return {
    kind: "post",
    source_id: post.id,
    url: `/blog/${post.id}`,
    title: cleanSearchText(post.title),
    body: lines([post.excerpt, markdownToPlainText(post.content)]),
    section: cleanSearchText(post.author_name),
    visible_from: post.published_on,
    visible_until: null,
  };
}

export function jobSearchDocument(
  job: Pick<Job, "id" | "job_title" | "post_title" | "summary" | "experience" | "salary" | "location" | "availability" | "status" | "valid_through">,
  requirements: readonly string[],
): SearchDocument | null {
  if (job.status !== "open") return null;
  return {
    kind: "job",
    source_id: job.id,
    url: `/careers?job=${job.id}`,
    title: cleanSearchText(job.post_title),
    body: lines([job.job_title, job.summary, job.experience, job.location, job.availability, job.salary, ...requirements]),
    section: cleanSearchText(job.location),
    visible_from: null,
    visible_until: job.valid_through,
  };
}
