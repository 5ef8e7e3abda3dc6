import { createContext, useContext, useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { HydratedByReact } from "#app/components/hydrated-by-react.ts";
import { PublicPageScripts } from "#app/components/layout/public-page-scripts.tsx";
import { ScrollToTopButton } from "#app/components/layout/scroll-to-top-button.tsx";
import { SiteFooter, type FooterCompany } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SiteSearchForm } from "#app/components/layout/site-search-form.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { publicSiteUrl } from "#app/config/public-site-url.ts";
import { vitalsSampleAttribute } from "#app/config/vitals-sample-rate.ts";
import { getPublishedSiteOrSeeded } from "#app/features/pages/get-published-site.server.ts";
import { ClosestPagesSection } from "#app/features/search/closest-pages-section.tsx";
import { useNonce } from "#app/lib/nonce-context.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: "/fonts/inter-400-700.woff2", as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

// Every page carries the menus and the footer, which list the published pages, and the company's
// name as staff set it. Were the site never readable since the start (the database away), they
// show what a site starts with.
export async function loader({ context }: Route.LoaderArgs) {
  const site = await getPublishedSiteOrSeeded(context?.db);
  const { company } = site.settings;
  return {
    company: {
      name: company.name,
      shortName: company.shortName,
      legalName: company.legalName,
      tagline: company.tagline,
      description: company.description,
      email: company.email,
      copyrightYear: company.copyrightYear,
      linkedin: company.social.linkedin,
    } satisfies FooterCompany,
    navigation: site.navigation,
    footer: site.footer,
  };
}

/** The company's name for the error page's title, which renders inside the layout (empty where nothing gave it). */
const SiteName = createContext("");

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const staffPage = useMatches().some((match) => match.id.startsWith("routes/admin/"));
  // Marks the moment the staff console became interactive (tests and monitoring wait for it);
  // public pages get the mark from the client entry once their islands are hydrated.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" data-vitals-sample={vitalsSampleAttribute()} data-site-url={publicSiteUrl()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#16235a" />
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink />
        <HydratedByReact.Provider value={staffPage}>
          {root ? <SiteHeader brand={root.company} navigation={root.navigation} /> : null}
          <main id="main-content" tabIndex={-1} className="pt-16 outline-none nav:pt-[4.5rem]">
            <SiteName.Provider value={root?.company.name ?? ""}>{children}</SiteName.Provider>
          </main>
          {root ? <SiteFooter company={root.company} columns={root.footer} /> : null}
        </HydratedByReact.Provider>
        <ScrollToTopButton />
        {staffPage ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <PublicPageScripts nonce={nonce} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// A 503 means the database is briefly out of reach (server/database-outage.ts): nothing the visitor did.
const SERVICE_UNAVAILABLE_HINT = "Part of the site is briefly unavailable. Nothing you did caused this: please try again in a minute.";

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const siteName = useContext(SiteName);
  let detail = "Something went wrong while showing this page.";
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || (error.status === 404 ? "Not Found" : "Error")}`;
  } else if (error instanceof Error && import.meta.env.DEV) {
    detail = error.message;
  }
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center py-24">
      <title>{siteName ? `${detail} | ${siteName}` : detail}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">Error</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-xl text-slate-600" data-testid="error-detail">
        {detail}
      </p>
      {isRouteErrorResponse(error) && error.status === 503 ? <p className="mt-2 text-lg text-slate-600">{SERVICE_UNAVAILABLE_HINT}</p> : null}
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <div className="mt-8 w-full">
          <SiteSearchForm id="not-found-search" variant="page" />
          <ClosestPagesSection />
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="/" className="btn-primary">
          Go to the home page
        </a>
        <a href="/contactus" className="btn-outline">
          Contact us
        </a>
      </div>
    </section>
  );
}
