import { getSiteCompany } from "#app/features/pages/get-site-company.server.ts";
import type { Route } from "./+types/api-enquiries";
import { submitEnquiry } from "#app/features/contact/submit-enquiry.server.ts";
import { postOnly } from "#app/lib/http/post-only.ts";

// The contact page's script posts here and reads a JSON reply (status, message, field errors).
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitEnquiry(request, context, await getSiteCompany(context.db));
  return Response.json(outcome.reply, { status: outcome.status, headers: { "Cache-Control": "no-store", ...outcome.headers } });
}

export function loader() {
  return postOnly("Send enquiries with the form on the site (POST).");
}
