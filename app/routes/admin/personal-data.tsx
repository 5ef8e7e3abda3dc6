import { data, Form } from "react-router";
import type { Route } from "./+types/personal-data";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { ErasePersonalDataForm } from "#app/features/admin/personal-data/erase-personal-data-form.tsx";
import { describeErasure, erasePersonalData } from "#app/features/admin/personal-data/erase-personal-data.server.ts";
import { findPersonalData } from "#app/features/admin/personal-data/find-personal-data.server.ts";
import { holdsAnything, holdsErasable, type PersonalData } from "#app/features/admin/personal-data/personal-data.ts";
import { CONFIRMATION_MISMATCH_MESSAGE, confirmsAddress, personalDataAddressSchema } from "#app/features/admin/personal-data/personal-data-address.ts";
import type { PersonalDataErrors } from "#app/features/admin/personal-data/personal-data-form-text.ts";
import { PersonalDataLookupForm } from "#app/features/admin/personal-data/personal-data-lookup-form.tsx";
import { PersonalDataReport } from "#app/features/admin/personal-data/personal-data-report.tsx";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Personal data");

type ActionResult = { found: PersonalData | null; typed: { email: string; confirmation: string }; errors: PersonalDataErrors; erased: string | null };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data(null, { headers: ADMIN_RESPONSE_HEADERS });
}

// Both the lookup and the erasure are posts: the address never appears in a URL.
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const intent = form.get("intent");
  if (intent !== "find" && intent !== "erase") throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const typed = { email: String(form.get("email") ?? "").slice(0, 400), confirmation: String(form.get("confirmation") ?? "").slice(0, 400) };
  const reply = (result: Omit<ActionResult, "typed">, status = 200) => data<ActionResult>({ ...result, typed }, { status, headers: ADMIN_RESPONSE_HEADERS });

  const parsed = personalDataAddressSchema.safeParse(typed.email);
  if (!parsed.success) return reply({ found: null, errors: { email: parsed.error.issues[0]!.message }, erased: null }, 400);
  const address = parsed.data;
  if (intent === "find") return reply({ found: await findPersonalData(context.db, address), errors: {}, erased: null });

  if (!confirmsAddress(typed.confirmation, address)) {
    return reply({ found: await findPersonalData(context.db, address), errors: { confirmation: CONFIRMATION_MISMATCH_MESSAGE }, erased: null }, 400);
  }
  const counts = await erasePersonalData(context.db, { address, userId: session.userId });
  return reply({ found: await findPersonalData(context.db, address), errors: {}, erased: `Erased for this address: ${describeErasure(counts)}.` });
}

export default function PersonalDataPage({ actionData }: Route.ComponentProps) {
  const result = actionData ?? null;
  const found = result?.found ?? null;
  return (
    <AdminPage
      title="Personal data"
      description="Everything the site stores about one email address: to answer a person who asks for a copy of their data or for its erasure."
    >
      <AdminNotice message={result?.erased} />
      <PersonalDataLookupForm typed={found?.address ?? result?.typed.email ?? ""} error={result?.errors.email} />
      {found ? (
        <section aria-labelledby="found-heading" className="mt-8">
          <h2 id="found-heading" className="text-lg font-semibold break-words text-slate-900">
            Stored for {found.address}
          </h2>
          {holdsAnything(found) ? (
            <>
              <div className="mt-4">
                <PersonalDataReport found={found} />
              </div>
              <div className="mt-6 grid gap-4">
                <section aria-labelledby="download-heading" className="card p-4 sm:p-5">
                  <h3 id="download-heading" className="text-base font-semibold text-slate-900">
                    Download
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">One ZIP file: every record above as JSON, and the person's attachments and CVs as they sent them.</p>
                  {/* A document post: the answer is a file the browser saves, not a page. */}
                  <Form method="post" action="/admin/personal-data/download" reloadDocument className="mt-3">
                    <CsrfField />
                    <input type="hidden" name="email" value={found.address} />
                    <button type="submit" className="btn-outline min-h-11 px-5 py-2">
                      Download ZIP
                    </button>
                  </Form>
                </section>
                {holdsErasable(found) ? <ErasePersonalDataForm address={found.address} typed={result?.typed.confirmation ?? ""} error={result?.errors.confirmation} /> : null}
              </div>
            </>
          ) : (
            <p className="card mt-4 p-6 text-slate-700">Nothing is stored for this address.</p>
          )}
        </section>
      ) : null}
    </AdminPage>
  );
}
