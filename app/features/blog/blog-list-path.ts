/** The URL of a blog list page: `/blog`, `/blog?page=2`, `/blog?category=security&page=2`. */
export function blogListPath({ page = 1, categorySlug = null }: { page?: number; categorySlug?: string | null }): string {
  const params = new URLSearchParams();
  if (categorySlug) params.set("category", categorySlug);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
