import { data, redirect } from "react-router";
import type { Route } from "./+types/backups";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { BACK_UP_NOW_INTENT, BackUpNowForm } from "#app/features/admin/backups/back-up-now-form.tsx";
import { BackupRunList } from "#app/features/admin/backups/backup-run-list.tsx";
import { BackupScheduleSummary } from "#app/features/admin/backups/backup-schedule-summary.tsx";
import { BackupsOffNote } from "#app/features/admin/backups/backups-off-note.tsx";
import { usePollWhileRunning } from "#app/features/admin/backups/use-poll-while-running.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { listBackupRuns } from "#app/features/backup/list-backup-runs.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Backups");

const NOTICES: Record<string, string> = {
  started: "The backup has started. It appears below when it is written.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const settings = context.backups.settings;
  const runs = await listBackupRuns(context.db, new Date());
  const notice = NOTICES[new URL(request.url).searchParams.get("notice") ?? ""] ?? null;
  return data(
    {
      // The passphrase stays on the server: the page says only whether there is one.
      schedule: settings ? { directory: settings.directory, intervalHours: settings.intervalHours, keep: settings.keep, encrypted: settings.passphrase !== undefined } : null,
      runs,
      notice,
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  if (form.get("intent") !== BACK_UP_NOW_INTENT) throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const result = await context.backups.startNow(session.userId);
  if (!result.started) return data({ error: result.message }, { status: 409, headers: ADMIN_RESPONSE_HEADERS });
  throw redirect("/admin/backups?notice=started", { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export default function Backups({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule, runs, notice } = loaderData;
  const running = runs.find((run) => run.status === "running");
  usePollWhileRunning(running !== undefined);

  return (
    <AdminPage title="Backups" description="Copies of the whole database the server writes into its backup directory, newest first.">
      <AdminNotice message={notice} />
      {schedule ? (
        <div className="space-y-6">
          <BackupScheduleSummary {...schedule} />
          <div className="flex flex-wrap items-start gap-4">
            <BackUpNowForm error={actionData?.error ?? null} />
            {/* Announced when a backup starts or ends while the page is open (the page reloads its data meanwhile). */}
            <p role="status" className="min-h-11 py-2.5 text-slate-700">
              {running ? (
                <>
                  A backup is running, started {formatTimestamp(running.startedAt)}.{" "}
                  <a href="/admin/backups" className="font-semibold text-brand-800 underline underline-offset-4">
                    Refresh
                  </a>
                </>
              ) : null}
            </p>
          </div>
        </div>
      ) : (
        <>
          {actionData?.error ? (
            <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {actionData.error}
            </p>
          ) : null}
          <BackupsOffNote />
        </>
      )}
      <section aria-labelledby="backup-history" className="mt-8">
        <h2 id="backup-history" className="mb-3 text-lg font-semibold text-slate-900">
          History
        </h2>
        {runs.length === 0 ? <p className="card p-6 text-slate-700">No backups yet.</p> : <BackupRunList runs={runs} downloadable={schedule !== null} />}
      </section>
    </AdminPage>
  );
}
