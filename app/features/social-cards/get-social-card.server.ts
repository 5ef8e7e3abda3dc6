import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { cardVersion, isCardSection, parseCardFileName, type SocialCard } from "#app/components/seo/social-card-address.ts";
import { findCardSubject } from "./find-card-subject.server.ts";

/*
 * Cards are drawn on the first request for their address and kept in memory, the least recently
 * asked for dropped first: a card is 30–60 KB, so the cache stays under about 4 MB. Every address
 * is served with a year-long immutable cache, so a CDN or a browser asks once; a new instance or
 * a dropped card costs one drawing (about 0.1 s). Concurrent requests for one card share one drawing.
 */
const MAX_CARDS = 64;
const cards = new Map<string, Promise<Buffer>>();

async function draw(card: SocialCard): Promise<Buffer> {
  // Loaded on first use: satori, resvg and the font stay out of memory until a card is asked for.
  const { drawSocialCard } = await import("./draw-social-card.server.ts");
  return (await drawSocialCard(card)).png;
}

function cachedCard(key: string, card: SocialCard): Promise<Buffer> {
  const cached = cards.get(key);
  if (cached) {
    // Read again: to the back of the line.
    cards.delete(key);
    cards.set(key, cached);
    return cached;
  }
  const drawing = draw(card);
  cards.set(key, drawing);
  // A failed drawing is not kept, so the next request tries again.
  drawing.catch(() => cards.delete(key));
  while (cards.size > MAX_CARDS) cards.delete(cards.keys().next().value!);
  return drawing;
}

/**
 * The PNG of `/social-cards/<section>/<file>`, or null when the address names no card visitors may
 * see now: an unknown section or item, a draft, or a version that is not the item's current one.
 */
export async function getSocialCard(db: Kysely<Database>, section: string, fileName: string): Promise<Buffer | null> {
  if (!isCardSection(section)) return null;
  const file = parseCardFileName(fileName);
  if (!file) return null;
  const card = await findCardSubject(db, section, file.id);
  if (!card || cardVersion(card) !== file.version) return null;
  return cachedCard(`${section}/${file.id}-${file.version}`, card);
}
