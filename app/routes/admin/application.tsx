import type { Route } from "./+types/application";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { actOnSubmission } from "#app/features/admin/inbox/act-on-submission.server.ts";
import { loadSubmissionDetail } from "#app/features/admin/inbox/load-submission-detail.server.ts";
import { InboxErrorPage } from "#app/features/admin/inbox/inbox-error-page.tsx";
import { SubmissionDetailPage } from "#app/features/admin/inbox/submission-detail-page.tsx";
import { SUBMISSION_KINDS } from "#app/features/admin/inbox/submission-kinds.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

// The applicant's name stays out of the title: titles end up in browser history and tab lists.
// Under the error boundary the error page sets its own title.
export const meta: Route.MetaFunction = ({ params, error }) => (error ? [] : adminMeta(`Application ${params.id}`));

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSubmissionDetail(request, context, "applications", params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return actOnSubmission(request, context, "applications", params.id);
}

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  return <SubmissionDetailPage kind={SUBMISSION_KINDS.applications} actionError={actionData?.errors.intent ?? null} {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <InboxErrorPage error={error} kind={SUBMISSION_KINDS.applications} />;
}
