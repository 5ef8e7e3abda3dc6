/** What an admin sees on a server without BACKUP_DIR: how to turn scheduled backups on. */
export function BackupsOffNote() {
  return (
    <section aria-labelledby="backups-off" className="rounded-lg border border-accent-800/40 bg-accent-100 px-4 py-4 text-slate-900 sm:px-5">
      <h2 id="backups-off" className="font-semibold">
        Backups are off on this server
      </h2>
      <p className="mt-1 text-sm">
        To have the server back itself up, set <code className="font-mono">BACKUP_DIR</code> to a directory it may write to (on another disk than the
        database if you can), and restart it. Optional: <code className="font-mono">BACKUP_INTERVAL_HOURS</code> (24 unless set),{" "}
        <code className="font-mono">BACKUP_KEEP</code> (how many backups to keep, 7 unless set) and <code className="font-mono">BACKUP_PASSPHRASE</code> (encrypts
        every backup). The operations guide, <code className="font-mono">docs/reliability.md</code>, explains restoring one.
      </p>
    </section>
  );
}
