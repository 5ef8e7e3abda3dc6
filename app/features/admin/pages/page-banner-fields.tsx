import type { ContentPage } from "#app/model/content-page.ts";
import { NO_PICTURE, PictureControl } from "./fields/picture-control.tsx";
import { LongTextControl, optionalText, TextControl } from "./fields/text-controls.tsx";
import { errorsUnder, type FieldErrors } from "./page-form-errors.ts";

/** The page's own fields: its banner, its address and its listing card (its meta description is with the search fields). */
export function PageBannerFields({ page, onChange, errors }: { page: ContentPage; onChange: (page: ContentPage) => void; errors: FieldErrors }) {
  return (
    <fieldset className="card space-y-4 p-5">
      <legend className="sr-only">Banner and address</legend>
      <TextControl id="page-title" label="Title" hint="The banner heading and the page's name in menus." value={page.title} onChange={(title) => onChange({ ...page, title })} error={errors.title} />
      <TextControl id="page-nav-label" label="Short name in menus" required={false} value={page.navLabel} onChange={(navLabel) => onChange({ ...page, navLabel: optionalText(navLabel) })} error={errors.navLabel} />
      <TextControl id="page-slug" label="Address" hint={<>The page's address: /{page.family}/{page.slug || "…"}</>} value={page.slug} onChange={(slug) => onChange({ ...page, slug })} error={errors.slug} />
      <LongTextControl id="page-lead" label="Lead" hint="One or two sentences under the banner heading." value={page.lead} onChange={(lead) => onChange({ ...page, lead })} error={errors.lead} />
      {page.family === "solutions" ? (
        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">Card on the solutions listing</legend>
          <LongTextControl
            id="page-listing-summary"
            label="Summary"
            value={page.listing?.summary}
            onChange={(summary) => onChange({ ...page, listing: { image: page.listing?.image ?? NO_PICTURE, summary } })}
            error={errorsUnder(errors, "listing").summary}
          />
          <PictureControl
            id="page-listing-image"
            label="Picture"
            picture={page.listing?.image ?? NO_PICTURE}
            onChange={(image) => onChange({ ...page, listing: { summary: page.listing?.summary ?? "", image } })}
            errors={errorsUnder(errors, "listing.image")}
          />
        </fieldset>
      ) : null}
    </fieldset>
  );
}
