import { ChoiceControl } from "#app/features/admin/pages/fields/choice-controls.tsx";
import { LongTextControl } from "#app/features/admin/pages/fields/text-controls.tsx";
import { imageManifest, imageNames, imageSrc, type ImageName } from "#app/model/built-in-images.ts";

const OPTIONS = imageNames.map((name) => ({ value: name, label: name.replaceAll("-", " ") }));

type BuiltInImageControlProps = {
  id: string;
  label: string;
  image: ImageName;
  onImageChange: (image: ImageName) => void;
  /** Left out where the component writes its own alt text (a person's photo is named after them). */
  alt?: { value: string; onChange: (alt: string) => void; error?: string };
  error?: string;
};

/** One of the site's built-in pictures, shown small beside the choice, with the alt text it has here. */
export function BuiltInImageControl({ id, label, image, onImageChange, alt, error }: BuiltInImageControlProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
      <div className="flex items-start">
        <img src={imageSrc(image, imageManifest[image].widths[0]!, "webp")} alt="" width={128} height={96} loading="lazy" className="h-auto w-32 rounded border border-slate-200 bg-white object-cover" />
      </div>
      <div className="space-y-3">
        <ChoiceControl id={`${id}-image`} label={label} value={image} options={OPTIONS} onChange={(next) => next && onImageChange(next)} error={error} />
        {alt ? <LongTextControl id={`${id}-alt`} label="Alt text" hint="What the picture shows, for people who cannot see it; empty if it only decorates." required={false} value={alt.value} onChange={alt.onChange} error={alt.error} rows={2} /> : null}
      </div>
    </div>
  );
}
