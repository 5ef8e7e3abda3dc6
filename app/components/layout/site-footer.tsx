import { SiteLink } from "#app/components/site-link.tsx";
import type { Company, FooterColumn } from "#app/model/site-settings.ts";
import { BrandMark } from "./brand-mark";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kairav-site-footer": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/** The footer; site-footer-element.ts makes its links land at the top of the page. */
/** What the footer says about the company. */
export type FooterCompany = Pick<Company, "name" | "shortName" | "legalName" | "tagline" | "description" | "email" | "copyrightYear"> & { linkedin: string };

export function SiteFooter({ company, columns }: { company: FooterCompany; columns: readonly FooterColumn[] }) {
  return (
    <kairav-site-footer className="contents">
      <footer className="bg-brand-950 text-brand-100">
        <div className="container-page grid gap-10 py-14 lg:grid-cols-[1.2fr_repeat(4,1fr)]">
          <div>
            <BrandMark brand={company} inverted />
            <p className="mt-4 text-lg font-semibold text-white">{company.tagline}</p>
            <p className="mt-3 max-w-xs text-sm leading-6 text-brand-100">{company.description}</p>
            <ul className="mt-5 space-y-2 text-sm">
              <li>
                <a href={`mailto:${company.email}`} className="underline-offset-4 hover:text-white hover:underline">
                  {company.email}
                </a>
              </li>
              <li>
                <a href={company.linkedin} rel="noopener noreferrer" target="_blank" className="underline-offset-4 hover:text-white hover:underline">
                  LinkedIn<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </div>
          {columns.map((column) => (
            <nav key={column.heading} aria-label={`Footer: ${column.heading}`}>
              <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.heading}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <SiteLink to={link.to} className="underline-offset-4 hover:text-white hover:underline">
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="border-t border-white/10">
          <p className="container-page py-6 text-sm text-brand-100">
            © {company.copyrightYear} {company.legalName.replace(/\.$/, "")}. All rights reserved.
          </p>
        </div>
      </footer>
    </kairav-site-footer>
  );
}
