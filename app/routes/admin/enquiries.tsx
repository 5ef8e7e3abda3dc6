import type { Route } from "./+types/enquiries";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { InboxListPage } from "#app/features/admin/inbox/inbox-list-page.tsx";
import { loadSubmissionList } from "#app/features/admin/inbox/load-submission-list.server.ts";
import { SUBMISSION_KINDS } from "#app/features/admin/inbox/submission-kinds.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Enquiries");

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSubmissionList(request, context, "enquiries");
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  return <InboxListPage kind={SUBMISSION_KINDS.enquiries} description="Messages sent through the contact form." {...loaderData} />;
}
