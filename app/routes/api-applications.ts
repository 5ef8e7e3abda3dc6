import { getSiteCompany } from "#app/features/pages/get-site-company.server.ts";
import type { Route } from "./+types/api-applications";
import { submitApplication } from "#app/features/careers/submit-application.server.ts";
import { postOnly } from "#app/lib/http/post-only.ts";

// The careers page's script posts here and reads a JSON reply (status, message, field errors).
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitApplication(request, context, await getSiteCompany(context.db));
  return Response.json(outcome.reply, { status: outcome.status, headers: { "Cache-Control": "no-store", ...outcome.headers } });
}

export function loader() {
  return postOnly("Send applications with the form on the site (POST).");
}
