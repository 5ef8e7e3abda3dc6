/*
 * Both databases mark the matching words of a title or snippet with two control characters
 * rather than with `<mark>`: the indexed text never holds them (extract-page-text.ts strips them),
 * so the page splits on them and renders every part as text, with no HTML from the database.
 */

/** Opens a matching word in FTS5's highlight()/snippet() and PostgreSQL's ts_headline(). */
export const MARK_START = "\u0002";
/** Closes it. */
export const MARK_END = "\u0003";

/** A run of text, matching the search or not. */
export type MarkedPart = { text: string; marked: boolean };

/**
 * The parts of a marked text in order, consecutive runs of one kind joined. Line breaks between the
 * texts of a page (one per heading, paragraph, list item) read as a separator, not run together.
 */
export function splitMarkedText(text: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let marked = false;
  for (const piece of text.replace(/\s*\n\s*/g, " · ").split(/([\u0002\u0003])/)) {
    if (piece === MARK_START) marked = true;
    else if (piece === MARK_END) marked = false;
    else if (piece !== "") {
      const last = parts.at(-1);
      if (last && last.marked === marked) last.text += piece;
      else parts.push({ text: piece, marked });
    }
  }
  return parts;
}
