export type BackupScheduleSummaryProps = { directory: string; intervalHours: number; keep: number; encrypted: boolean };

function describeInterval(hours: number): string {
  if (hours === 1) return "every hour";
  if (hours < 1) return `every ${Math.round(hours * 60)} minutes`;
  return `every ${hours} hours`;
}

/** The schedule as the server reads it from its settings. */
export function BackupScheduleSummary({ directory, intervalHours, keep, encrypted }: BackupScheduleSummaryProps) {
  return (
    <dl className="card grid gap-x-6 gap-y-3 p-5 text-sm sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <dt className="font-semibold text-slate-600">Schedule</dt>
        <dd className="mt-0.5 text-slate-900">A backup {describeInterval(intervalHours)}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-600">Kept</dt>
        <dd className="mt-0.5 text-slate-900">The newest {keep === 1 ? "backup" : `${keep} backups`}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-600">Encryption</dt>
        <dd className="mt-0.5 text-slate-900">{encrypted ? "Encrypted with BACKUP_PASSPHRASE" : "Not encrypted"}</dd>
      </div>
      <div className="min-w-0">
        <dt className="font-semibold text-slate-600">Directory</dt>
        <dd className="mt-0.5 font-mono break-all text-slate-900">{directory}</dd>
      </div>
    </dl>
  );
}
