import { BadgeIcon, StatusBadge, type StatusBadgeProps } from "#app/components/admin/status-badge.tsx";
import type { CommentStatus } from "#app/db/schema.ts";

const EYE = "M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z";

// An open eye for a visible comment, a struck-through one for a hidden comment.
const BADGES: Record<CommentStatus, StatusBadgeProps> = {
  visible: { label: "Visible", tone: "positive", icon: <BadgeIcon grid={16} strokeWidth={1.5}><path d={EYE} /><circle cx="8" cy="8" r="2" /></BadgeIcon> },
  hidden: { label: "Hidden", tone: "neutral", icon: <BadgeIcon grid={16} strokeWidth={1.5}><path d={EYE} /><path d="M2.5 13.5 13.5 2.5" /></BadgeIcon> },
};

export function CommentStatusBadge({ status }: { status: CommentStatus }) {
  return <StatusBadge {...BADGES[status]} />;
}
