import { site } from "#app/config/site.ts";
import { siteSettingsSchema, type SiteSettings } from "#app/model/site-settings.ts";

/**
 * The settings a new site starts with: the company as the site file describes it, the top
 * navigation (three dropdowns and four plain links, in the spec's order and labels) and the
 * footer's columns. Staff change them at /admin/settings; this file no longer changes a running site.
 */
export const seedSettings: SiteSettings = siteSettingsSchema.parse({
  company: site,
  navigation: [
    { kind: "pages", label: "SERVICES", family: "services" },
    { kind: "pages", label: "INDUSTRIES", family: "industries" },
    { kind: "pages", label: "ABOUT Us", family: "aboutus" },
    { kind: "link", label: "SOLUTIONS", to: "/solutions" },
    { kind: "link", label: "BLOG", to: "/blog" },
    { kind: "link", label: "CAREERS", to: "/careers" },
    { kind: "link", label: "CONTACT Us", to: "/contactus" },
  ],
  footer: [
    { kind: "pages", heading: "Services", family: "services" },
    { kind: "pages", heading: "Industries", family: "industries" },
    { kind: "pages", heading: "About Us", family: "aboutus" },
    {
      kind: "links",
      heading: "Company",
      links: [
        { label: "Solutions", to: "/solutions" },
        { label: "Blog", to: "/blog" },
        { label: "Careers", to: "/careers" },
        { label: "Contact Us", to: "/contactus" },
        { label: "Privacy notice", to: "/privacy" },
      ],
    },
  ],
});
