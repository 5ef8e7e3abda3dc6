import type { ClosestPage } from "./closest-pages.ts";

/*
 * Every unknown address shares one rendering of the not-found page (server/rendered-page-cache.ts),
 * yet its closest pages differ per address. The rendering therefore holds the list as a hidden
 * template (closest-pages-section.tsx): one item whose address, title and kind are these tokens.
 * The server fills it per address with `fillClosestPages`, and the markup, its classes (kept by the
 * page's critical CSS, which sees them in the template) and its wording stay React's.
 */

export const CLOSEST_URL_TOKEN = "/__closest-page-url__";
export const CLOSEST_TITLE_TOKEN = "__closest-page-title__";
export const CLOSEST_KIND_TOKEN = "__closest-page-kind__";
/** The section's marker attribute: the server finds the template by it. */
export const CLOSEST_SECTION_ATTRIBUTE = "data-closest-pages";

const section = new RegExp(`(<section ${CLOSEST_SECTION_ATTRIBUTE}="")([^>]*)>([\\s\\S]*?)</section>`);
const item = /<li\b[\s\S]*?<\/li>/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/**
 * The page with its closest pages listed and the section shown, or null when the page holds no
 * template (a page other than the not-found page, or markup changed beyond recognition).
 */
export function fillClosestPages(html: string, pages: readonly ClosestPage[]): string | null {
  const found = section.exec(html);
  if (!found) return null;
  const [whole, opening, attributes, inner] = found as unknown as [string, string, string, string];
  const template = item.exec(inner)?.[0];
  if (!template || !attributes.includes(' hidden=""')) return null;
  const items = pages
    .map((page) =>
      template
        // Functions, so a `$` in a title is never read as a replacement pattern.
        .replace(CLOSEST_URL_TOKEN, () => escapeHtml(page.url))
        .replace(CLOSEST_TITLE_TOKEN, () => escapeHtml(page.title))
        .replace(CLOSEST_KIND_TOKEN, () => escapeHtml(page.kindLabel)),
    )
    .join("");
  const filled = `${opening}${attributes.replace(' hidden=""', "")}>${inner.replace(template, () => items)}</section>`;
  return html.slice(0, found.index) + filled + html.slice(found.index + whole.length);
}
