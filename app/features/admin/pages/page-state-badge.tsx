import { BadgeIcon, StatusBadge } from "#app/components/admin/status-badge.tsx";
import type { PageState } from "./page-state.ts";

const BADGES = {
  published: { label: "Published", tone: "positive", icon: <circle cx="8" cy="8" r="6" /> },
  changed: { label: "Unpublished changes", tone: "caution", icon: <path d="M8 2 14 14H2Z" /> },
  scheduled: { label: "Scheduled", tone: "caution", icon: <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm.75 3v3.7l2.6 1.5-.75 1.3L7.25 8.5V4Z" /> },
  unpublished: { label: "Not public", tone: "neutral", icon: <rect x="3" y="3" width="10" height="10" rx="1" /> },
} as const;

export function PageStateBadge({ state }: { state: PageState }) {
  const badge = BADGES[state];
  return <StatusBadge label={badge.label} tone={badge.tone} icon={<BadgeIcon grid={16}>{badge.icon}</BadgeIcon>} />;
}
