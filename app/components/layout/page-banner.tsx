import { SiteLink } from "#app/components/site-link.tsx";
import type { Crumb } from "#app/model/breadcrumb.ts";

type PageBannerProps = {
  title: string;
  /** The trail after Home; the last crumb is the current page. */
  breadcrumb: Crumb[];
  lead?: string;
};

/** Inner pages open with a banner: the title and a breadcrumb that starts at Home. */
export function PageBanner({ title, breadcrumb, lead }: PageBannerProps) {
  const trail: Crumb[] = [{ name: "Home", path: "/" }, ...breadcrumb];
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div aria-hidden="true" className="page-banner-art absolute inset-0 -z-10" />
      <div className="container-page relative py-12 sm:py-16">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-brand-100">
            {trail.map((crumb, index) => {
              const last = index === trail.length - 1;
              return (
                <li key={crumb.path} className="flex items-center gap-2">
                  {last ? (
                    <span aria-current="page" className="font-semibold text-white">
                      {crumb.name}
                    </span>
                  ) : (
                    <>
                      <SiteLink to={crumb.path} className="underline-offset-4 hover:text-white hover:underline">
                        {crumb.name}
                      </SiteLink>
                      <span aria-hidden="true">/</span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 className="mt-4 max-w-4xl text-[length:var(--text-display)] leading-[1.1] font-bold tracking-tight text-white">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-brand-100">{lead}</p> : null}
      </div>
    </section>
  );
}
