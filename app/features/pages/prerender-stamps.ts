import { createHash } from "node:crypto";
import { canonicalJson } from "#app/lib/canonical-json.ts";
import { pagePath } from "#app/model/page-catalogue.ts";
import type { PublishedSite } from "./published-site.ts";

/** The gallery of the about menu: prerendered, though not a page of the catalogue. */
const CELEBRATIONS_PATH = "/aboutus/our-celebrations";

function hash(...parts: unknown[]): string {
  return createHash("sha256").update(canonicalJson(parts)).digest("base64url");
}

/**
 * Pages rendered to HTML at build time, from the seeded content, in sitemap order: the home page,
 * every page of the catalogue, the solutions listing and the gallery.
 */
export function prerenderedPathsOf(site: PublishedSite): string[] {
  const { catalogue } = site;
  return [
    "/",
    ...catalogue.services.map((entry) => entry.path),
    ...catalogue.industries.map((entry) => entry.path),
    "/solutions",
    ...catalogue.solutions.map((entry) => entry.path),
    ...catalogue.aboutus.map((entry) => entry.path),
    CELEBRATIONS_PATH,
  ];
}

/**
 * A fingerprint of everything a prerendered page shows that staff can change: the settings and
 * the catalogue (every page carries the menus, the footer and the company's name), the page's own
 * document (the home page's for "/", the gallery's for its page), and for the solutions listing its cards. The build records the seeded site's; the server compares the published
 * site's and stops serving a prerendered page whose fingerprint moved, rendering it afresh.
 * Every page also carries the public origin (SITE_URL) in its canonical link and Open Graph tags:
 * a server started with another origin than its build's renders the pages afresh too.
 */
export function prerenderStamps(site: PublishedSite, siteOrigin: string): Record<string, string> {
  const everyPage = [site.settings, site.catalogue, siteOrigin];
  const stamps: Record<string, string> = {
    "/": hash(...everyPage, site.home),
    [CELEBRATIONS_PATH]: hash(...everyPage, site.celebrations),
    "/solutions": hash(...everyPage, site.pages.filter((page) => page.family === "solutions").map((page) => page.listing ?? null)),
  };
  for (const page of site.pages) stamps[pagePath(page)] = hash(...everyPage, page);
  return stamps;
}
