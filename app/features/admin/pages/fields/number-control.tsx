import { TextField } from "#app/components/forms/form-field.tsx";

type NumberControlProps = {
  id: string;
  label: string;
  value: number | null | undefined;
  /** Null while the field holds no number: the schema names what it needs beside the field. */
  onChange: (value: number | null) => void;
  error?: string;
  step?: number | "any";
};

/** A number: a year, a coordinate, a zoom level. */
export function NumberControl({ id, label, value, onChange, error, step = 1 }: NumberControlProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="number"
      step={step}
      inputMode={step === 1 ? "numeric" : "decimal"}
      value={value ?? ""}
      onChange={(event) => onChange(Number.isFinite(event.target.valueAsNumber) ? event.target.valueAsNumber : null)}
      error={error}
    />
  );
}
