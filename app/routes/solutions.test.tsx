import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import Solutions from "./solutions.tsx";

const card = (slug: string) => ({
  slug,
  title: slug,
  summary: `What ${slug} does.`,
  image: { src: `/diagrams/solutions-listing/${slug}.svg`, width: 640, height: 400, alt: "" },
});
const cards = ["videokyc", "customer-onboarding", "financial-planning"].map(card);

describe("the solutions listing", () => {
  it("loads the first card's picture at once, the largest paint on a phone's first screen, and holds back the others", () => {
    const html = renderToStaticMarkup(<Solutions {...({ loaderData: { cards } } as unknown as Parameters<typeof Solutions>[0])} />);
    const pictures = [...html.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)].map((match) => ({ src: match[1], lazy: match[0].includes('loading="lazy"') }));
    expect(pictures).toEqual([
      { src: "/diagrams/solutions-listing/videokyc.svg", lazy: false },
      { src: "/diagrams/solutions-listing/customer-onboarding.svg", lazy: true },
      { src: "/diagrams/solutions-listing/financial-planning.svg", lazy: true },
    ]);
  });
});
