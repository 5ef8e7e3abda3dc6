import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { TextAreaField } from "#app/components/forms/form-field.tsx";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { MEDIA_ALT_MAX, MEDIA_CAPTION_MAX, parseMediaDetails, readMediaDetailValues, type MediaDetailErrors, type MediaDetailValues } from "./media-details-schema.ts";

/**
 * Alt text, caption and the decorative mark. The server checks every post; with JavaScript the
 * same schema checks the form first.
 */
export function MediaDetailsForm({ values, errors: serverErrors }: { values: MediaDetailValues; errors?: MediaDetailErrors }) {
  const [clientErrors, setClientErrors] = useState<MediaDetailErrors | null>(null);
  const [decorative, setDecorative] = useState(values.decorative === "on");
  // Without JavaScript the box cannot switch the field back on, so it stays enabled and the server ignores it.
  const hydrated = useHydrated();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  // A new answer from the server replaces whatever the browser found.
  useEffect(() => setClientErrors(null), [serverErrors]);
  const errors = clientErrors ?? serverErrors ?? {};
  useEffect(() => {
    if (clientErrors || serverErrors) summaryRef.current?.focus();
  }, [clientErrors, serverErrors]);

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const result = parseMediaDetails(readMediaDetailValues(new FormData(event.currentTarget)));
    if (result.ok) return;
    event.preventDefault();
    setClientErrors(result.errors);
  }

  return (
    <Form method="post" noValidate onSubmit={checkBeforeSending} aria-labelledby="media-details-heading" className="card space-y-5 p-5 sm:p-6">
      <CsrfField />
      <input type="hidden" name="intent" value="save" />
      <h2 id="media-details-heading" className="text-lg font-semibold text-slate-900">
        Alt text and caption
      </h2>
      {errors.altText || errors.caption || errors.form ? (
        <p ref={summaryRef} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 focus:outline-none">
          The details were not saved: {errors.form ?? "correct the field marked below."}
        </p>
      ) : null}
      <TextAreaField
        id="media-alt-text"
        name="altText"
        label="Alt text"
        required={!decorative}
        rows={3}
        maxLength={MEDIA_ALT_MAX}
        defaultValue={values.altText}
        disabled={hydrated && decorative}
        error={errors.altText}
        hint="What the picture shows, as you would tell someone who cannot see it. Screen readers say it; search engines read it. Required before the picture can go on a page."
      />
      <div className="flex items-start gap-3">
        <input
          id="media-decorative"
          type="checkbox"
          name="decorative"
          defaultChecked={values.decorative === "on"}
          onChange={(event) => setDecorative(event.currentTarget.checked)}
          aria-describedby="media-decorative-hint"
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor="media-decorative" className="font-semibold text-slate-900">
            Decorative
          </label>
          <p id="media-decorative-hint" className="text-sm text-slate-600">
            Only for a picture that adds nothing a reader would miss, such as a texture or a flourish. It is placed with empty alt text, and screen readers skip it.
          </p>
        </div>
      </div>
      <TextAreaField
        id="media-caption"
        name="caption"
        label="Caption"
        required={false}
        rows={2}
        maxLength={MEDIA_CAPTION_MAX}
        defaultValue={values.caption}
        error={errors.caption}
        hint="Shown under the picture where a layout has room for it, e.g. in an album."
      />
      <button type="submit" className="btn-primary min-h-11" disabled={saving}>
        {saving ? "Saving…" : "Save details"}
      </button>
    </Form>
  );
}
