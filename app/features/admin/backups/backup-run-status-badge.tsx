import { BadgeIcon, StatusBadge, type StatusBadgeProps } from "#app/components/admin/status-badge.tsx";
import type { BackupRunStatus } from "#app/db/schema.ts";

// A clock while it runs, a tick once written, a cross when it failed.
const BADGES: Record<BackupRunStatus, StatusBadgeProps> = {
  running: { label: "Running", tone: "caution", icon: <BadgeIcon grid={16} strokeWidth={1.5}><circle cx="8" cy="8" r="6" /><path d="M8 4.5V8l2.5 1.5" /></BadgeIcon> },
  ok: { label: "Written", tone: "positive", icon: <BadgeIcon grid={16} strokeWidth={2}><path d="m3 8.5 3 3 7-7" /></BadgeIcon> },
  failed: { label: "Failed", tone: "negative", icon: <BadgeIcon grid={16} strokeWidth={2}><path d="m4 4 8 8M12 4l-8 8" /></BadgeIcon> },
};

export function BackupRunStatusBadge({ status }: { status: BackupRunStatus }) {
  return <StatusBadge {...BADGES[status]} />;
}
