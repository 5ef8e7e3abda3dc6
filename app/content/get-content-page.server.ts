import type { ContentPage } from "#app/model/content-page.ts";

// Every page file under pages/<family>/ is picked up at build time: adding a
// page is adding a file. Server-only, so page copy reaches the browser as
// loader data and never as JavaScript.
const modules = import.meta.glob<{ page?: ContentPage }>("./pages/*/*.ts", { eager: true });

const pages = new Map<string, ContentPage>();
for (const module of Object.values(modules)) {
  if (module.page) pages.set(`${module.page.family}/${module.page.slug}`, module.page);
}

export function getContentPage(family: ContentPage["family"], slug: string): ContentPage | null {
  return pages.get(`${family}/${slug}`) ?? null;
}

export function allContentPages(): ContentPage[] {
  return [...pages.values()];
}
