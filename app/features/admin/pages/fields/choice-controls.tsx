import { FieldShell, fieldControlClass } from "#app/components/forms/form-field.tsx";

type ChoiceControlProps<Value extends string | number> = {
  id: string;
  label: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
  error?: string;
  /** With a label: an extra first option meaning "none of these" (the field is optional). */
  noneLabel?: string;
};

/** One of a few values, as a native select. */
export function ChoiceControl<Value extends string | number>({ id, label, value, options, onChange, error, noneLabel }: ChoiceControlProps<Value>) {
  return (
    <FieldShell id={id} label={label} error={error} required={noneLabel === undefined}>
      {(describedBy) => (
        <select
          id={id}
          className={fieldControlClass}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          value={value === undefined ? "" : String(value)}
          onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)?.value)}
        >
          {noneLabel !== undefined ? <option value="">{noneLabel}</option> : null}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A yes/no setting. */
export function CheckboxControl({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-3">
      <input id={id} type="checkbox" className="size-5 accent-brand-800" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
    </div>
  );
}
