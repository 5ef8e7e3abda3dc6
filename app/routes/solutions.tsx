import { SiteLink } from "#app/components/site-link.tsx";
import type { Route } from "./+types/solutions";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { siteIdentityIn } from "#app/components/seo/site-identity.ts";
import { pageMeta } from "#app/components/seo/page-meta.ts";
import { listingDescription, listingLead } from "#app/content/pages/solutions/solutions-listing.ts";
import { getPublishedSite } from "#app/features/pages/get-published-site.server.ts";

const breadcrumb = [{ name: "Solutions", path: "/solutions" }];

// Every published solution page with a listing card, in the solutions menu's order.
export async function loader({ context }: Route.LoaderArgs) {
  const site = await getPublishedSite(context?.db);
  const cards = site.pages.flatMap((page) => (page.family === "solutions" && page.listing ? [{ slug: page.slug, title: page.title, ...page.listing }] : []));
  return { cards };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ site: siteIdentityIn(matches), title: "Solutions", description: listingDescription, path: "/solutions", breadcrumb });

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Solutions" lead={listingLead} breadcrumb={breadcrumb} />
      <section aria-label="All solutions" className="py-14 sm:py-20">
        <ul className="container-page grid gap-6 sm:grid-cols-2 sm:max-lg:balanced-2 lg:grid-cols-4 lg:balanced-4" data-testid="solution-cards">
          {loaderData.cards.map((card, index) => (
            <li key={card.slug} className="card group relative flex flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-lg">
              <div className="border-b border-slate-200 bg-brand-50">
                {/* The first card's picture is on a phone's first screen, the page's largest paint there: not held back. */}
                <img
                  src={card.image.src}
                  alt=""
                  width={card.image.width}
                  height={card.image.height}
                  loading={index === 0 ? "eager" : "lazy"}
                  decoding="async"
                  className="h-auto w-full"
                />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h2 className="text-lg font-semibold">
                  <SiteLink to={`/solutions/${card.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-700">
                    {card.title}
                  </SiteLink>
                </h2>
                <p className="mt-2 flex-1 leading-7">{card.summary}</p>
                <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
                  Explore →
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
