import { createContext, useContext } from "react";
import type { Picture } from "#app/model/picture.ts";
import { ChoiceControl } from "./choice-controls.tsx";
import { LongTextControl } from "./text-controls.tsx";
import type { FieldErrors } from "../page-form-errors.ts";

/** A picture field before one is chosen: the schema refuses it until a picture is picked. */
export const NO_PICTURE: Picture = { src: "", width: 1, height: 1, alt: "" };

/** A picture staff can place, with the name the picker shows (the library's file name) if it has one. */
export type AvailablePicture = Picture & { label?: string };

/** The pictures staff can place: the media library's described pictures, then those the site's pages already show. */
export const AvailablePictures = createContext<readonly AvailablePicture[]>([]);

/** A picture chosen from the site's pictures, with the alt text that describes it here. */
export function PictureControl({ id, label, picture, onChange, errors }: { id: string; label: string; picture: Picture; onChange: (picture: Picture) => void; errors: FieldErrors }) {
  const pictures = useContext(AvailablePictures);
  const options: readonly AvailablePicture[] = pictures.some((candidate) => candidate.src === picture.src) || picture.src === "" ? pictures : [picture, ...pictures];
  return (
    <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
      <div className="flex items-start">
        {picture.src ? <img src={picture.src} alt="" width={picture.width} height={picture.height} className="h-auto w-32 rounded border border-slate-200 bg-white" /> : null}
      </div>
      <div className="space-y-3">
        <ChoiceControl
          id={`${id}-src`}
          label={label}
          value={picture.src || undefined}
          noneLabel={picture.src ? undefined : "Choose a picture"}
          options={options.map((candidate) => ({ value: candidate.src, label: candidate.label ?? candidate.src.split("/").pop() ?? candidate.src }))}
          error={errors.src}
          onChange={(src) => {
            const chosen = options.find((candidate) => candidate.src === src);
            // The library's alt text comes with the picture unless this place has its own; a built-in picture has no other files.
            if (chosen) onChange({ src: chosen.src, width: chosen.width, height: chosen.height, alt: picture.alt || chosen.alt, ...(chosen.responsive ? { responsive: chosen.responsive } : {}) });
          }}
        />
        <LongTextControl id={`${id}-alt`} label="Alt text" hint="What the picture shows, for people who cannot see it." value={picture.alt} onChange={(alt) => onChange({ ...picture, alt })} error={errors.alt} rows={2} />
      </div>
    </div>
  );
}
