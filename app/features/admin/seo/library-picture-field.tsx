import { useState, type ReactNode } from "react";
import { FieldShell, fieldControlClass } from "#app/components/forms/form-field.tsx";

/** A library picture offered in a picture field: its fallback file's address, its name and a small file to show. */
export type LibraryPictureChoice = { src: string; label: string; thumbnail: string };

type LibraryPictureFieldProps = {
  id: string;
  /** The form field's name; a field of a plain form post. */
  name?: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** What the empty choice says ("No cover"). */
  noneLabel: string;
  pictures: readonly LibraryPictureChoice[];
  /** The chosen picture's address, "" for none. */
  value: string;
  /** Given, the field is controlled by its owner (the page editor); without it, it keeps its own choice for a form post. */
  onChange?: (src: string) => void;
};

/** A picture chosen from the media library, by name, with the chosen one shown small beside the list. */
export function LibraryPictureField({ id, name, label, hint, error, noneLabel, pictures, value, onChange }: LibraryPictureFieldProps) {
  const [ownValue, setOwnValue] = useState(value);
  const current = onChange ? value : ownValue;
  const chosen = pictures.find((picture) => picture.src === current);
  // A stored picture no longer offered (its alt text removed since) stays listed, so saving keeps it or says why not.
  const options = current && !chosen ? [{ src: current, label: current.split("/").pop() ?? current, thumbnail: current }, ...pictures] : pictures;
  return (
    // The small picture takes a column only when there is one: the list keeps the whole width otherwise.
    <div className={chosen ? "grid gap-3 sm:grid-cols-[1fr_8rem]" : undefined}>
      <FieldShell id={id} label={label} error={error} hint={hint}>
        {(describedBy) => (
          <select
            id={id}
            name={name}
            value={current}
            onChange={(event) => (onChange ? onChange(event.target.value) : setOwnValue(event.target.value))}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className={fieldControlClass}
          >
            <option value="">{noneLabel}</option>
            {options.map((picture) => (
              <option key={picture.src} value={picture.src}>
                {picture.label}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      {chosen ? <img src={chosen.thumbnail} alt="" width={128} height={96} className="h-24 w-32 self-end rounded border border-slate-200 object-cover" /> : null}
    </div>
  );
}
