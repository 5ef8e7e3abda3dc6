import { Link } from "react-router";
import { FieldShell, fieldControlClass } from "#app/components/forms/form-field.tsx";
import { LibraryPictureField, type LibraryPictureChoice } from "#app/features/admin/seo/library-picture-field.tsx";
import { POST_EXCERPT_MAX, type PostFieldErrors, type PostFormValues } from "./post-form-schema.ts";

/** A library picture offered as a cover: its fallback file's address, its name and a small file to show. */
export type PostCoverChoice = LibraryPictureChoice;

/** The post's cover, chosen from the media library and shown small, and the excerpt the blog list shows. */
export function PostCoverFields({ values, errors, pictures }: { values: PostFormValues; errors: PostFieldErrors; pictures: readonly PostCoverChoice[] }) {
  return (
    <div className="card grid gap-6 p-5 sm:p-6 lg:grid-cols-2">
      <LibraryPictureField
        id="post-cover"
        name="coverSrc"
        label="Cover picture"
        noneLabel="No cover"
        value={values.coverSrc}
        pictures={pictures}
        error={errors.coverSrc}
        hint={
          <>
            On the blog list, at the top of the post and when the post is shared. Pictures are offered once they have alt text in the{" "}
            <Link to="/admin/media" className="font-semibold text-brand-800 underline underline-offset-2">
              media library
            </Link>
            .
          </>
        }
      />
      <FieldShell id="post-excerpt" label="Excerpt" error={errors.excerpt} hint={`What the blog list says of the post, and its description for search engines; left empty, the opening of its text. Up to ${POST_EXCERPT_MAX} characters.`}>
        {(describedBy) => (
          <textarea id="post-excerpt" name="excerpt" defaultValue={values.excerpt} rows={3} maxLength={POST_EXCERPT_MAX} aria-describedby={describedBy} aria-invalid={errors.excerpt ? true : undefined} className={fieldControlClass} />
        )}
      </FieldShell>
    </div>
  );
}
