import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/redirects-import";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { importRedirects } from "#app/features/admin/redirects/import-redirects.server.ts";
import { MAX_IMPORTED_REDIRECTS, readRedirectsCsv, type ImportProblem } from "#app/features/admin/redirects/read-redirects-csv.ts";
import { readUploadedCsv } from "#app/features/admin/redirects/read-uploaded-csv.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Import redirects");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data(null, { headers: ADMIN_RESPONSE_HEADERS });
}

type ImportAnswer = { message: string; problems: ImportProblem[] };

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const refuse = (answer: ImportAnswer) => data(answer, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const upload = await readUploadedCsv(form, "file");
  if (!upload.ok) return refuse({ message: upload.message, problems: [] });
  const read = readRedirectsCsv(upload.text);
  const imported = read.ok ? await importRedirects(context.db, read.rows, session.userId) : read;
  if (!imported.ok) return refuse({ message: "Nothing was imported. Correct these lines and import the file again:", problems: imported.problems });
  throw redirect(`/admin/redirects?notice=imported&created=${imported.created}&updated=${imported.updated}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export default function ImportRedirects({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <AdminPage
      title="Import redirects"
      description="Add or replace many redirects at once from a spreadsheet saved as CSV."
      actions={
        <Link to="/admin/redirects" className="btn-outline min-h-11 px-4 py-2 text-sm">
          All redirects
        </Link>
      }
    >
      <div className="max-w-2xl space-y-6">
        {actionData ? (
          <div role="alert" aria-labelledby="import-errors-title" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
            <h2 id="import-errors-title" className="font-semibold">
              {actionData.message}
            </h2>
            {actionData.problems.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {actionData.problems.map((problem, index) => (
                  <li key={`${problem.line}-${index}`}>{`Line ${problem.line}: ${problem.message}`}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className="card space-y-3 p-5 text-sm text-slate-700 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">The file</h2>
          <p>
            The first line names the columns <code className="font-mono">from,to,status</code>; then one redirect a line, as the export writes them. The status is 301
            (permanent) or 302 (temporary); left empty, 301.
          </p>
          <pre className="rounded-lg bg-slate-100 p-3 font-mono whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
            {"from,to,status\n/old-page,/services/cloud-management,301\n/offer,https://example.com/offer,302"}
          </pre>
          <p>
            A line whose old address already has a redirect replaces it. Every line is checked first: if any is wrong, nothing is imported and each wrong line is listed. At most{" "}
            {MAX_IMPORTED_REDIRECTS} redirects a file.
          </p>
        </div>
        <Form method="post" encType="multipart/form-data" className="card space-y-4 p-5 sm:p-6">
          <CsrfField />
          <div>
            <label htmlFor="redirects-file" className="font-semibold text-slate-900">
              CSV file
            </label>
            <input
              id="redirects-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
            />
          </div>
          <button type="submit" className="btn-primary min-h-11" disabled={submitting}>
            {submitting ? "Importing…" : "Import"}
          </button>
        </Form>
      </div>
    </AdminPage>
  );
}
