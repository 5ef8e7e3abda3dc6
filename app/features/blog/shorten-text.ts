import { EXCERPT_LENGTH } from "./blog-rules.ts";

/** A card's excerpt: the first 200 characters of the text, then '...' (the spec's rule, exactly). */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  // By code point, so an emoji or a Devanagari letter is never cut in half.
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join("")}...` : text;
}

/** A meta description: at most `max` characters, ending on a whole word. */
export function summary(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}
