/*
 * The address of an item's generated social card: /social-cards/<section>/<id>-<version>.png.
 * The version is a hash of everything the card shows (and of the card's design), so the address
 * changes whenever the picture would, and the file behind an address never changes: it is served
 * with a year-long immutable cache, and an address whose version is no longer current answers 404.
 * The hash is computed here, without Node's crypto, so a meta function can make the address.
 */

/** Bump when the card's drawing changes, so every address moves and no cache keeps the old one. */
export const CARD_DESIGN = 2;

export const CARD_SECTIONS = {
  services: "Services",
  industries: "Industries",
  solutions: "Solutions",
  aboutus: "About us",
  blog: "Blog",
  careers: "Careers",
} as const;

export type CardSection = keyof typeof CARD_SECTIONS;

/** What a card shows: the item's title, the part of the site it belongs to and the company's name. */
export type SocialCard = { section: CardSection; id: string; title: string; siteName: string };

/** FNV-1a, 32 bits, over the UTF-16 code units: enough to tell versions of one item apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

export function cardVersion(card: SocialCard): string {
  return fnv1a(JSON.stringify([CARD_DESIGN, card.section, card.id, card.title, card.siteName]));
}

export function socialCardPath(card: SocialCard): string {
  return `/social-cards/${card.section}/${card.id}-${cardVersion(card)}.png`;
}

export function isCardSection(value: string): value is CardSection {
  return Object.hasOwn(CARD_SECTIONS, value);
}

/** The id and version a card's file name holds ("cloud-migration-1a2b3c4d.png"), or null. */
export function parseCardFileName(name: string): { id: string; version: string } | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([0-9a-f]{8})\.png$/.exec(name);
  return match ? { id: match[1]!, version: match[2]! } : null;
}

/** Card images are this size: what Open Graph and large Twitter cards show without cropping. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
