import type { SeoFields } from "#app/model/seo-fields.ts";
import { socialCardPath, type SocialCard } from "./social-card-address.ts";

/** What an item says of itself, which each empty SEO field falls back to. */
export type SeoSubject = {
  /** The item's own address, e.g. "/blog/3". */
  path: string;
  /** The description the content gives: a page's meta description, a post's excerpt or opening, a job's summary. */
  description: string;
  /** The item's own picture (a post's cover), shown when shared unless staff chose another. */
  image?: string;
  /** The generated card, shown when neither staff nor the content give a picture. */
  card: SocialCard;
};

/** What the head of an item's page says: every field decided, the defaults filled in. */
export type ResolvedSeo = {
  /** The whole `<title>`, or undefined for the site's usual "<title> | <company>". */
  searchTitle: string | undefined;
  description: string;
  /** An absolute URL, or a path of this site. */
  canonical: string;
  /** A path of this site (a library file or a card). */
  image: string;
  noindex: boolean;
};

/** Fills each empty field from the content: its own address, description and picture, or its card. */
export function resolveSeo(fields: SeoFields | undefined, subject: SeoSubject): ResolvedSeo {
  return {
    searchTitle: fields?.searchTitle?.trim() || undefined,
    description: fields?.description?.trim() || subject.description,
    canonical: fields?.canonical?.trim() || subject.path,
    image: fields?.socialImage || subject.image || socialCardPath(subject.card),
    noindex: fields?.noindex === true,
  };
}

/** The resolved fields as `pageMeta` takes them. */
export function seoMetaInput(seo: ResolvedSeo) {
  return { searchTitle: seo.searchTitle, description: seo.description, canonical: seo.canonical, image: seo.image, hiddenFromSearch: seo.noindex };
}
