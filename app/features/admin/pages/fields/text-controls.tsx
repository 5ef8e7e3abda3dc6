import type { ReactNode } from "react";
import { TextAreaField, TextField } from "#app/components/forms/form-field.tsx";

type TextControlProps = {
  id: string;
  label: string;
  value: string | undefined;
  /** An optional field gets undefined back when it is emptied, so it leaves the document. */
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
};

/** One line of text: a heading, a name, a label; `type="month"` for a month as YYYY-MM. */
export function TextControl({ id, label, value, onChange, error, required = true, hint, type = "text" }: TextControlProps & { type?: "text" | "month" }) {
  return <TextField id={id} type={type} label={label} value={value ?? ""} onChange={(event) => onChange(event.target.value)} error={error} required={required} hint={hint} />;
}

/** A paragraph or more. */
export function LongTextControl({ id, label, value, onChange, error, required = true, hint, rows = 3 }: TextControlProps & { rows?: number }) {
  return (
    <TextAreaField id={id} label={label} value={value ?? ""} rows={rows} onChange={(event) => onChange(event.target.value)} error={error} required={required} hint={hint} />
  );
}

/** Clears an optional text: an empty field leaves the document rather than storing "". */
export function optionalText(value: string): string | undefined {
  return value === "" ? undefined : value;
}
