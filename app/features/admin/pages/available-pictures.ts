import type { ContentPage } from "#app/model/content-page.ts";
import type { Picture } from "#app/model/picture.ts";

function isPicture(value: unknown): value is Picture {
  return typeof value === "object" && value !== null && "src" in value && "width" in value && "height" in value && "alt" in value;
}

/**
 * Every picture the given pages place, once each by file, sorted by path: what staff can choose
 * from until pictures can be uploaded. The alt text is the first one written for the file.
 */
export function picturesIn(pages: readonly ContentPage[]): Picture[] {
  const found = new Map<string, Picture>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isPicture(value)) {
      if (value.src && !found.has(value.src)) found.set(value.src, { src: value.src, width: value.width, height: value.height, alt: value.alt });
    } else if (typeof value === "object" && value !== null) Object.values(value).forEach(visit);
  };
  visit(pages);
  return [...found.values()].sort((a, b) => a.src.localeCompare(b.src));
}

/**
 * What the picture fields offer: the media library's placeable pictures first (the site's own
 * pictures are library items too), then any other picture pages show that the library does not
 * offer (one taken out of the library, or not described there yet), so a page's current choice
 * is always among the options.
 */
export function pictureChoices<Library extends Picture>(library: readonly Library[], pages: readonly ContentPage[]): (Library | Picture)[] {
  const offered = new Set(library.map((picture) => picture.src));
  return [...library, ...picturesIn(pages).filter((picture) => !picture.src.startsWith("/media/") && !offered.has(picture.src))];
}
