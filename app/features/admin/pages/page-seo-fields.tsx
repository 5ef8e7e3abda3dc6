import { useContext } from "react";
import { LibraryPictureField, type LibraryPictureChoice } from "#app/features/admin/seo/library-picture-field.tsx";
import { SearchTitleCount } from "#app/features/admin/seo/search-title-count.tsx";
import type { ContentPage } from "#app/model/content-page.ts";
import { SOCIAL_IMAGE_PATTERN } from "#app/model/seo-fields.ts";
import { pagePath } from "#app/model/page-catalogue.ts";
import { DescriptionCount } from "./description-count.tsx";
import { AvailablePictures } from "./fields/picture-control.tsx";
import { LongTextControl, optionalText, TextControl } from "./fields/text-controls.tsx";
import { errorsUnder, type FieldErrors } from "./page-form-errors.ts";
import { SocialPictureHint } from "#app/features/admin/seo/social-picture-hint.tsx";

type PageSeo = NonNullable<ContentPage["seo"]>;

/** A page's fields for search engines and sharing: drafted, published and kept in revisions with the page. */
export function PageSeoFields({ page, onChange, errors }: { page: ContentPage; onChange: (page: ContentPage) => void; errors: FieldErrors }) {
  const pictures = useContext(AvailablePictures);
  const choices: LibraryPictureChoice[] = pictures
    .filter((picture) => SOCIAL_IMAGE_PATTERN.test(picture.src))
    .map((picture) => ({ src: picture.src, label: picture.label ?? picture.src, thumbnail: picture.responsive?.webp.split(" ")[0] ?? picture.src }));
  const seo = page.seo ?? {};
  const seoErrors = errorsUnder(errors, "seo");
  // An emptied field leaves the document, and so does the whole group once nothing is set.
  function change(next: PageSeo) {
    const kept = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && value !== false)) as PageSeo;
    onChange({ ...page, seo: Object.keys(kept).length > 0 ? kept : undefined });
  }
  const searchTitle = seo.searchTitle ?? "";
  return (
    <fieldset className="card min-w-0 space-y-4 p-5" aria-describedby="page-seo-intro">
      <legend className="sr-only">Search engines and sharing</legend>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Search engines and sharing</h2>
        <p id="page-seo-intro" className="mt-1 text-sm text-slate-600">
          Published with the page. An empty field uses what the page says.
        </p>
      </div>
      <TextControl
        id="page-search-title"
        label="Search title"
        required={false}
        value={seo.searchTitle}
        onChange={(value) => change({ ...seo, searchTitle: optionalText(value) })}
        error={seoErrors.searchTitle}
        hint={
          <>
            <SearchTitleCount id="page-search-title-count" length={searchTitle.length} /> Left empty: “{page.title || "the title"} | the company's name”.
          </>
        }
      />
      <LongTextControl
        id="page-description"
        label="Meta description"
        hint={<DescriptionCount id="page-description-count" length={page.description.length} />}
        value={page.description}
        onChange={(description) => onChange({ ...page, description })}
        error={errors.description}
      />
      <LibraryPictureField
        id="page-social-image"
        label="Social picture"
        noneLabel="None: a card with the page's title"
        value={seo.socialImage ?? ""}
        onChange={(src) => change({ ...seo, socialImage: optionalText(src) })}
        pictures={choices}
        error={seoErrors.socialImage}
        hint={<SocialPictureHint />}
      />
      <TextControl
        id="page-canonical"
        label="Canonical URL"
        required={false}
        value={seo.canonical}
        onChange={(value) => change({ ...seo, canonical: optionalText(value.trim()) })}
        error={seoErrors.canonical}
        hint={<>Only where the same text is published at another address: a full https:// address or a path on this site. Left empty: {page.slug ? pagePath(page) : "the page's own address"}.</>}
      />
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          id="page-noindex"
          checked={seo.noindex === true}
          onChange={(event) => change({ ...seo, noindex: event.target.checked || undefined })}
          aria-describedby="page-noindex-hint"
          className="mt-1 size-5 shrink-0 accent-brand-800"
        />
        <span>
          <span className="font-semibold text-slate-900">Hide from search engines</span>
          <span id="page-noindex-hint" className="block text-sm text-slate-600">
            Asks search engines not to list the page, and leaves it out of the sitemap. Visitors and the menus still show it.
          </span>
        </span>
      </label>
    </fieldset>
  );
}
