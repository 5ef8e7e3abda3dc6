import type { Route } from "./+types/account-passkeys";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { finishPasskeyRegistration } from "#app/features/admin/passkeys/finish-passkey-registration.server.ts";
import { startPasskeyRegistration } from "#app/features/admin/passkeys/start-passkey-registration.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: ADMIN_RESPONSE_HEADERS });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return new Response("Add a passkey with the form on your account page (POST).", {
    status: 405,
    headers: { ...ADMIN_RESPONSE_HEADERS, Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

// The account page's passkey steps, answered in JSON: the person's password confirmed and the
// options for the browser's navigator.credentials.create(), then the passkey it made, checked and
// stored with its name.
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const intent = form.get("intent");
  if (intent === "registration-options") {
    const outcome = await startPasskeyRegistration(request, context, session, form);
    if (outcome.ok) return json({ options: outcome.options });
    // Refused because every password check was taken: the form sends the step again by itself.
    const busyRetryAfterSeconds = outcome.status === 503 ? outcome.retryAfterSeconds : undefined;
    const response = json({ errors: outcome.errors, message: outcome.errors.form ?? outcome.errors.currentPassword, busyRetryAfterSeconds }, outcome.status);
    if (outcome.retryAfterSeconds) response.headers.set("Retry-After", String(outcome.retryAfterSeconds));
    return response;
  }
  if (intent === "register") {
    const outcome = await finishPasskeyRegistration(context.db, request, session, form);
    return outcome.ok ? json({ passkeyId: outcome.passkeyId }, 201) : json({ errors: outcome.errors, message: outcome.errors.form ?? outcome.errors.name }, outcome.status);
  }
  return json({ message: "Unknown action." }, 400);
}
