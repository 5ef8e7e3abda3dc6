/** Lower-case letters and digits in words joined by single hyphens: `cloud-cost-review`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/**
 * A slug suggested from a title or name: accents dropped, everything that is not a letter or
 * digit turned into one hyphen, cut at SLUG_MAX characters without a trailing hyphen.
 */
export function suggestSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}
