import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HydratedByReact } from "./hydrated-by-react.ts";
import { SiteLink } from "./site-link.tsx";

describe("SiteLink", () => {
  it("is a plain anchor on a public page, which needs no router", () => {
    expect(renderToStaticMarkup(<SiteLink to="/blog?page=2" className="link" aria-current="page">Next</SiteLink>)).toBe(
      '<a href="/blog?page=2" class="link" aria-current="page">Next</a>',
    );
  });

  it("is React Router's link where React hydrates the whole tree, so that it navigates inside the page", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/admin/pages"]}>
        <HydratedByReact.Provider value={true}>
          <SiteLink to="/blog?page=2" className="link">
            Next
          </SiteLink>
        </HydratedByReact.Provider>
      </MemoryRouter>,
    );
    expect(html).toContain('href="/blog?page=2"');
    // The router's own mark: it finds the route of a link before it is followed.
    expect(html).toContain('data-discover="true"');
  });
});
