import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { seedPages } from "#app/content/seed-pages.ts";
import Solutions from "./solutions.tsx";

const cards = seedPages.flatMap((page) => (page.family === "solutions" && page.listing ? [{ slug: page.slug, title: page.title, ...page.listing }] : []));

describe("the solutions listing", () => {
  it("loads the first card's picture at once, the largest paint on a phone's first screen, and holds back the others", () => {
    const html = renderToStaticMarkup(<Solutions {...({ loaderData: { cards } } as unknown as Parameters<typeof Solutions>[0])} />);
    const pictures = [...html.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)].map((match) => ({ src: match[1], lazy: match[0].includes('loading="lazy"') }));
    expect(pictures.map((picture) => picture.src)).toEqual(cards.map((card) => card.image.src));
    expect(pictures.map((picture) => picture.lazy)).toEqual(cards.map((_, index) => index > 0));
  });
});
