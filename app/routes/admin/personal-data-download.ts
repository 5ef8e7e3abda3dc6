import type { Route } from "./+types/personal-data-download";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { downloadPersonalData } from "#app/features/admin/personal-data/download-personal-data.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

// The download is a form post (the address must not sit in a URL), so a GET only explains that.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return new Response("Download a person's data with the button on the personal data page.", {
    status: 405,
    headers: { ...ADMIN_RESPONSE_HEADERS, Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

// Everything stored about the posted address, as one ZIP streamed while it is written.
export function action({ request, context }: Route.ActionArgs) {
  return downloadPersonalData(request, context);
}
