import { blogListPath } from "./blog-list-path.ts";

/**
 * `?page=N&category=slug` of the blog list. A page that is not a positive whole number is
 * answered with a redirect to a clean URL (page 1, or the number without leading zeros).
 */
export function readBlogListQuery(url: URL): { page: number; categorySlug: string | null; redirectTo?: string } {
  const categorySlug = url.searchParams.get("category")?.trim() || null;
  const rawPage = url.searchParams.get("page");
  if (rawPage === null) return { page: 1, categorySlug };
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : Number.NaN;
  if (!(page >= 1) || String(page) !== rawPage) {
    return { page: 1, categorySlug, redirectTo: blogListPath({ page: page >= 1 ? page : 1, categorySlug }) };
  }
  return { page, categorySlug };
}

/**
 * The id in /blog/{id}. The spec reads it as an integer and falls back to 1: anything that is
 * not digits goes to /blog/1; leading zeros go to the plain number.
 */
export function readPostId(raw: string | undefined): { id: number } | { redirectTo: string } {
  if (!raw || !/^\d{1,12}$/.test(raw)) return { redirectTo: "/blog/1" };
  const id = Number(raw);
  if (String(id) !== raw) return { redirectTo: `/blog/${id}` };
  return { id };
}
