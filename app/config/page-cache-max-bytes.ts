/*
 * What the rendered pages kept in memory (server/rendered-page-cache.ts) may hold together, every
 * compressed copy counted (PAGE_CACHE_MAX_BYTES). A rendered page with its gzip and brotli copies
 * takes about 80-170 KB (the blog list, a post, careers, contact), so the default keeps several
 * hundred pages; past it the least recently used go first.
 */
export const DEFAULT_PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const MIN_PAGE_CACHE_MAX_BYTES = 1024 * 1024;
