import { useState } from "react";
import { TextAreaField, TextField } from "#app/components/forms/form-field.tsx";
import { DescriptionCount } from "#app/features/admin/pages/description-count.tsx";
import { CANONICAL_URL_MAX, SEARCH_TITLE_MAX, SEO_DESCRIPTION_MAX, type SeoFieldErrors, type SeoFormValues } from "#app/model/seo-fields.ts";
import { LibraryPictureField, type LibraryPictureChoice } from "./library-picture-field.tsx";
import { SearchTitleCount } from "./search-title-count.tsx";
import { SocialPictureHint } from "./social-picture-hint.tsx";

/** The ids of the fields, for an error summary's links. */
export const SEO_FIELD_IDS = {
  searchTitle: "seo-search-title",
  description: "seo-description",
  socialImage: "seo-social-image",
  canonical: "seo-canonical",
  noindex: "seo-noindex",
} as const satisfies Record<keyof SeoFormValues, string>;

export const SEO_FIELD_LABELS = {
  searchTitle: "Search title",
  description: "Meta description",
  socialImage: "Social picture",
  canonical: "Canonical URL",
  noindex: "Hide from search engines",
} as const satisfies Record<keyof SeoFormValues, string>;

type SeoFormFieldsProps = {
  values: SeoFormValues;
  errors: SeoFieldErrors;
  pictures: readonly LibraryPictureChoice[];
  /** What each empty field falls back to, in the item's own words. */
  defaults: { title: string; description: string; picture: string; address: string };
};

/**
 * Search and sharing fields of a post or a job opening, sent with the rest of its form. The
 * counts are worked out by the server for what was loaded, so they are right without JavaScript,
 * and follow the typing once the page is interactive.
 */
export function SeoFormFields({ values, errors, pictures, defaults }: SeoFormFieldsProps) {
  const [titleLength, setTitleLength] = useState(values.searchTitle.length);
  const [descriptionLength, setDescriptionLength] = useState(values.description.length);
  return (
    <fieldset className="card grid min-w-0 gap-6 p-5 sm:p-6 lg:grid-cols-2" aria-describedby="seo-fields-intro">
      <legend className="sr-only">Search engines and sharing</legend>
      <div className="lg:col-span-2">
        <h2 className="text-lg font-semibold text-slate-900">Search engines and sharing</h2>
        <p id="seo-fields-intro" className="mt-1 text-sm text-slate-600">
          Every field is optional: an empty one uses what the content says.
        </p>
      </div>
      <TextField
        id={SEO_FIELD_IDS.searchTitle}
        name="seoSearchTitle"
        label={SEO_FIELD_LABELS.searchTitle}
        defaultValue={values.searchTitle}
        onChange={(event) => setTitleLength(event.target.value.length)}
        maxLength={SEARCH_TITLE_MAX}
        required={false}
        error={errors.searchTitle}
        autoComplete="off"
        hint={
          <>
            <SearchTitleCount id="seo-search-title-count" length={titleLength} /> Left empty: “{defaults.title}”.
          </>
        }
      />
      <TextAreaField
        id={SEO_FIELD_IDS.description}
        name="seoDescription"
        label={SEO_FIELD_LABELS.description}
        defaultValue={values.description}
        onChange={(event) => setDescriptionLength(event.target.value.length)}
        rows={3}
        maxLength={SEO_DESCRIPTION_MAX}
        required={false}
        error={errors.description}
        hint={
          <>
            <DescriptionCount id="seo-description-count" length={descriptionLength} /> Left empty: {defaults.description}.
          </>
        }
      />
      <LibraryPictureField
        id={SEO_FIELD_IDS.socialImage}
        name="seoSocialImage"
        label={SEO_FIELD_LABELS.socialImage}
        noneLabel={`None: ${defaults.picture}`}
        value={values.socialImage}
        pictures={pictures}
        error={errors.socialImage}
        hint={<SocialPictureHint />}
      />
      <TextField
        id={SEO_FIELD_IDS.canonical}
        name="seoCanonical"
        label={SEO_FIELD_LABELS.canonical}
        defaultValue={values.canonical}
        maxLength={CANONICAL_URL_MAX}
        required={false}
        error={errors.canonical}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        hint={<>Only where the same text is published at another address: a full https:// address or a path on this site. Left empty: {defaults.address}.</>}
      />
      <div className="lg:col-span-2">
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            id={SEO_FIELD_IDS.noindex}
            name="seoNoindex"
            defaultChecked={values.noindex}
            aria-describedby="seo-noindex-hint"
            className="mt-1 size-5 shrink-0 accent-brand-800"
          />
          <span>
            <span className="font-semibold text-slate-900">{SEO_FIELD_LABELS.noindex}</span>
            <span id="seo-noindex-hint" className="block text-sm text-slate-600">
              Asks search engines not to list it, and leaves it out of the sitemap. Visitors with the address still see it.
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
