import type { Route } from "./+types/sign-in-passkey";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { FOREIGN_ORIGIN_MESSAGE, isSameOrigin } from "#app/features/admin/csrf.server.ts";
import { finishPasskeySignIn } from "#app/features/admin/passkeys/finish-passkey-sign-in.server.ts";
import { startPasskeySignIn } from "#app/features/admin/passkeys/start-passkey-sign-in.server.ts";
import { readFormFields } from "#app/lib/forms/read-form-fields.server.ts";

/** The step, the browser's answer (a few KB of JSON) and where to go next. */
const PASSKEY_SIGN_IN_FORM_LIMITS = { maxFields: 4, maxFieldBytes: 48 * 1024 } as const;

function json(body: unknown, status: number, headers: HeadersInit = ADMIN_RESPONSE_HEADERS): Response {
  return Response.json(body, { status, headers });
}

export function loader() {
  return new Response("Sign in with a passkey from the sign-in page (POST).", {
    status: 405,
    headers: { ...ADMIN_RESPONSE_HEADERS, Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

// The sign-in page's passkey steps, for people not signed in, answered in JSON: the options for
// the browser's navigator.credentials.get(), then its answer, which makes the session.
export async function action({ request, context }: Route.ActionArgs) {
  // Anyone can post here, so the body is read within limits: a broken or huge one is a 4xx. It is
  // read (and drained) before answering, since an answer sent while it arrives resets the connection;
  // a post from another site is refused first, whatever it holds.
  const read = await readFormFields(request, PASSKEY_SIGN_IN_FORM_LIMITS);
  if (!isSameOrigin(request)) return json({ message: FOREIGN_ORIGIN_MESSAGE }, 403);
  if (!read.ok) return json({ message: read.message }, read.status);
  const intent = read.formData.get("intent");
  if (intent === "options") {
    const outcome = await startPasskeySignIn(request, context);
    if (outcome.ok) return json({ options: outcome.options }, 200);
    return json({ message: outcome.message }, outcome.status, { ...ADMIN_RESPONSE_HEADERS, "Retry-After": String(outcome.retryAfterSeconds) });
  }
  if (intent === "verify") {
    const outcome = await finishPasskeySignIn(request, context, read.formData);
    return outcome.ok ? json({ redirectTo: outcome.redirectTo }, 200, outcome.headers) : json({ message: outcome.message }, outcome.status, outcome.headers);
  }
  return json({ message: "Unknown action." }, 400);
}
