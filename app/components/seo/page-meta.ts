import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "#app/config/public-site-url.ts";
import type { Crumb } from "#app/model/breadcrumb.ts";
import type { Company } from "#app/model/site-settings.ts";
import type { SiteIdentity } from "./site-identity.ts";

type PageMetaInput = {
  site: SiteIdentity;
  title: string;
  description: string;
  path: string;
  /** Inner pages: the trail after Home, ending with the page itself. */
  breadcrumb?: Crumb[];
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** The whole title staff wrote for search results, used instead of "<title> | <company>". */
  searchTitle?: string;
  /** Staff's canonical address (absolute, or a path of this site) instead of `path`. */
  canonical?: string;
  /** Staff asked search engines not to list the page (`noindex`, links still followed). */
  hiddenFromSearch?: boolean;
};

const defaultImage = "/images/og-default.png";

/** Title, description, canonical URL, Open Graph, Twitter and BreadcrumbList for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { site } = input;
  const fullTitle = input.searchTitle ?? (!site.name ? input.title : input.path === "/" ? `${site.name} | ${site.tagline}` : `${input.title} | ${site.name}`);
  const url = input.canonical && /^https?:\/\//i.test(input.canonical) ? input.canonical : absoluteUrl(input.canonical ?? input.path);
  const image = absoluteUrl(input.image ?? defaultImage);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  else if (input.hiddenFromSearch) meta.push({ name: "robots", content: "noindex" });
  if (input.breadcrumb) {
    const trail = [{ name: "Home", path: "/" }, ...input.breadcrumb];
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: trail.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(crumb.path),
        })),
      },
    });
  }
  return meta;
}

export function organizationJsonLd(site: Company): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      legalName: site.legalName,
      url: absoluteUrl("/"),
      logo: absoluteUrl("/icon-512.png"),
      email: site.email,
      slogan: site.tagline,
      sameAs: Object.values(site.social),
      address: site.offices.map((office) => ({
        "@type": "PostalAddress",
        streetAddress: office.lines.slice(0, -1).join(", "),
        addressLocality: office.lines.at(-1),
      })),
    },
  };
}
