import { Form, useNavigation } from "react-router";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";

export const BACK_UP_NOW_INTENT = "back-up-now";

/** "Back up now": a plain post without JavaScript; the backup runs on the server in the background. */
export function BackUpNowForm({ error }: { error: string | null }) {
  const navigation = useNavigation();
  const starting = navigation.state === "submitting" && navigation.formData?.get("intent") === BACK_UP_NOW_INTENT;
  return (
    <Form method="post" className="space-y-3">
      <CsrfField />
      <input type="hidden" name="intent" value={BACK_UP_NOW_INTENT} />
      {error ? (
        <p id="back-up-now-error" role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary min-h-11 px-5 py-2" aria-describedby={error ? "back-up-now-error" : undefined} disabled={starting}>
        {starting ? "Starting…" : "Back up now"}
      </button>
    </Form>
  );
}
