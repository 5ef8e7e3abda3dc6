import { useContext, useId } from "react";
import { Link } from "react-router";
import { AvailablePictures } from "#app/features/admin/pages/fields/picture-control.tsx";
import { ListControl } from "#app/features/admin/pages/fields/list-control.tsx";
import { LongTextControl, optionalText, TextControl } from "#app/features/admin/pages/fields/text-controls.tsx";
import { fieldControlClass } from "#app/components/forms/form-field.tsx";
import { errorsUnder, type FieldErrors } from "#app/features/admin/pages/page-form-errors.ts";
import type { GalleryPhoto } from "#app/model/album.ts";
import { galleryPhotoFromPicture } from "./gallery-photo-from-picture.ts";

/** An id no other photo of the album has: the album's address and a number. */
function freshPhotoId(albumId: string, photos: readonly GalleryPhoto[]): string {
  for (let number = photos.length + 1; ; number += 1) {
    const id = `${albumId || "album"}-${String(number).padStart(2, "0")}`;
    if (!photos.some((photo) => photo.id === id)) return id;
  }
}

type AlbumPhotosFieldsProps = { id: string; albumId: string; albumName: string; photos: GalleryPhoto[]; onChange: (photos: GalleryPhoto[]) => void; errors: FieldErrors };

/** An album's photos, in order: each with its alt text and an optional caption; new ones come from the media library. */
export function AlbumPhotosFields({ id, albumId, albumName, photos, onChange, errors }: AlbumPhotosFieldsProps) {
  const library = useContext(AvailablePictures).filter((picture) => picture.responsive);
  const chooserId = useId();
  return (
    <div className="space-y-3">
      <ListControl<GalleryPhoto>
        id={`${id}-photos`}
        legend={`Photos of ${albumName || "the album"}`}
        itemLabel="Photo"
        items={photos}
        onChange={onChange}
        error={errors[""]}
        renderItem={(photo, update, index) => {
          const photoErrors = errorsUnder(errors, String(index));
          return (
            <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
              <img src={photo.thumb.webp} alt="" width={128} height={Math.round((128 * photo.height) / photo.width)} loading="lazy" className="h-auto w-32 rounded border border-slate-200 bg-white" />
              <div className="space-y-3">
                <LongTextControl id={`${id}-photos-${index}-alt`} label="Alt text" value={photo.alt} onChange={(alt) => update({ ...photo, alt })} error={photoErrors.alt} rows={2} />
                <TextControl id={`${id}-photos-${index}-caption`} label="Caption" required={false} value={photo.caption} onChange={(caption) => update({ ...photo, caption: optionalText(caption) })} error={photoErrors.caption} />
              </div>
            </div>
          );
        }}
      />
      <div>
        <label htmlFor={chooserId} className="font-semibold text-slate-900">
          Add a photo from the media library
        </label>
        <select
          id={chooserId}
          className={fieldControlClass}
          value=""
          disabled={library.length === 0}
          aria-describedby={`${chooserId}-hint`}
          onChange={(event) => {
            const picture = library.find((candidate) => candidate.src === event.target.value);
            if (picture?.responsive) onChange([...photos, galleryPhotoFromPicture({ ...picture, responsive: picture.responsive }, freshPhotoId(albumId, photos))]);
          }}
        >
          <option value="">{library.length === 0 ? "No described pictures in the library yet" : "Choose a picture…"}</option>
          {library.map((picture) => (
            <option key={picture.src} value={picture.src}>
              {picture.label ?? picture.src}
            </option>
          ))}
        </select>
        <p id={`${chooserId}-hint`} className="mt-1.5 text-sm text-slate-500">
          Pictures appear here once they have alt text in the <Link to="/admin/media" className="font-medium text-brand-700 underline">media library</Link>.
        </p>
      </div>
    </div>
  );
}
