import { afterEach, describe, expect, it, vi } from "vitest";
import { pageMeta } from "./page-meta.ts";
import { resolveSeo, seoMetaInput, type SeoSubject } from "./seo-defaults.ts";
import { CARD_DESIGN, cardVersion, parseCardFileName, socialCardPath, type SocialCard } from "./social-card-address.ts";

const card: SocialCard = { section: "blog", id: "7", title: "Cutting Kubernetes spend", siteName: "Kairav Technologies" };
const subject: SeoSubject = { path: "/blog/7", description: "What we changed, and what it saved.", card };
const PICTURE = "/media/0123456789abcdef0123456789abcdef.jpg";

describe("resolveSeo", () => {
  it("falls back to the content for every empty field: its address, its description and its card", () => {
    expect(resolveSeo(undefined, subject)).toEqual({ searchTitle: undefined, description: subject.description, canonical: "/blog/7", image: socialCardPath(card), noindex: false });
    expect(resolveSeo({ searchTitle: "   ", description: "" }, subject).searchTitle).toBeUndefined();
  });

  it("prefers the item's own picture to the card, and staff's picture to both", () => {
    expect(resolveSeo({}, { ...subject, image: "/media/cover.jpg" }).image).toBe("/media/cover.jpg");
    expect(resolveSeo({ socialImage: PICTURE }, { ...subject, image: "/media/cover.jpg" }).image).toBe(PICTURE);
  });

  it("takes every field staff set", () => {
    const seo = resolveSeo({ searchTitle: "Kubernetes spend, halved", description: "Set by staff.", canonical: "https://elsewhere.example/post", noindex: true }, subject);
    expect(seo).toEqual({ searchTitle: "Kubernetes spend, halved", description: "Set by staff.", canonical: "https://elsewhere.example/post", image: socialCardPath(card), noindex: true });
  });
});

describe("the card's address", () => {
  it("changes with what the card shows, and only then", () => {
    expect(cardVersion(card)).toMatch(/^[0-9a-f]{8}$/);
    expect(cardVersion({ ...card })).toBe(cardVersion(card));
    expect(cardVersion({ ...card, title: "Cutting Kubernetes spend!" })).not.toBe(cardVersion(card));
    expect(cardVersion({ ...card, siteName: "Another" })).not.toBe(cardVersion(card));
    expect(socialCardPath(card)).toBe(`/social-cards/blog/7-${cardVersion(card)}.png`);
    expect(CARD_DESIGN).toBeGreaterThan(0);
  });

  it("reads back the id and version of a card's file name, and nothing else", () => {
    expect(parseCardFileName(`cloud-migration-${cardVersion(card)}.png`)).toEqual({ id: "cloud-migration", version: cardVersion(card) });
    for (const name of ["7.png", "7-1234567.png", "7-1234567g.png", "../7-12345678.png", "7-12345678.svg", "Upper-12345678.png"]) expect(parseCardFileName(name), name).toBeNull();
  });
});

describe("pageMeta with search fields", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("writes the search title, noindex, an absolute canonical address and the card as og:image", () => {
    vi.stubEnv("SITE_URL", "https://kairav.example");
    const meta = pageMeta({ site: { name: "Kairav", tagline: "t" }, title: "Post", path: "/blog/7", ...seoMetaInput(resolveSeo({ searchTitle: "Search title", noindex: true, canonical: "/blog/1" }, subject)) });
    expect(meta).toContainEqual({ title: "Search title" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://kairav.example/blog/1" });
    expect(meta).toContainEqual({ property: "og:image", content: `https://kairav.example${socialCardPath(card)}` });
    expect(meta).toContainEqual({ name: "twitter:image", content: `https://kairav.example${socialCardPath(card)}` });
  });

  it("keeps the usual title and adds no robots tag by default, and takes an absolute canonical address as it is", () => {
    vi.stubEnv("SITE_URL", "https://kairav.example");
    const meta = pageMeta({ site: { name: "Kairav", tagline: "t" }, title: "Post", path: "/blog/7", ...seoMetaInput(resolveSeo({ canonical: "https://elsewhere.example/a" }, subject)) });
    expect(meta).toContainEqual({ title: "Post | Kairav" });
    expect(meta.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://elsewhere.example/a" });
    expect(meta).toContainEqual({ name: "description", content: subject.description });
  });
});
