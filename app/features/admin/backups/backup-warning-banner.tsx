import { Link } from "react-router";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import type { BackupWarning } from "#app/features/backup/backup-warning.ts";

function describeInterval(hours: number): string {
  return hours < 1 ? `${Math.round(hours * 60)} minutes` : hours === 1 ? "hour" : `${hours} hours`;
}

/** The dashboard's warning that backups are failing or overdue, with the way to the Backups page. */
export function BackupWarningBanner({ warning }: { warning: BackupWarning }) {
  return (
    <section aria-labelledby="backup-warning" className="mt-6 rounded-lg border border-l-4 border-red-700/40 border-l-red-700 bg-red-50 px-4 py-4 text-red-900 sm:px-5">
      <h2 id="backup-warning" className="font-semibold">
        {warning.kind === "failed" ? "The last backup failed" : "Backups are overdue"}
      </h2>
      <p className="mt-1 text-sm break-words">
        {warning.kind === "failed"
          ? `${formatTimestamp(warning.at)}: ${warning.error}`
          : `${warning.lastSuccessAt ? `The last backup that succeeded was taken ${formatTimestamp(warning.lastSuccessAt)}` : "No backup has succeeded yet"}, although one is due every ${describeInterval(warning.intervalHours)}.`}
      </p>
      <p className="mt-2 text-sm">
        <Link to="/admin/backups" className="font-semibold text-red-900 underline underline-offset-4">
          Open Backups
        </Link>
      </p>
    </section>
  );
}
