import { BadgeIcon, StatusBadge, type StatusBadgeProps } from "#app/components/admin/status-badge.tsx";
import type { PostVisibility } from "./post-visibility.ts";

// An empty ring for a draft, a clock for a post waiting for its date, a filled dot once it is live.
const BADGES: Record<PostVisibility, StatusBadgeProps> = {
  draft: { label: "Draft", tone: "neutral", icon: <BadgeIcon grid={12} strokeWidth={2}><circle cx="6" cy="6" r="4.5" /></BadgeIcon> },
  scheduled: { label: "Scheduled", tone: "caution", icon: <BadgeIcon grid={12} strokeWidth={1.5}><circle cx="6" cy="6" r="4.75" /><path d="M6 3.5V6l1.75 1.25" /></BadgeIcon> },
  published: { label: "Published", tone: "positive", icon: <BadgeIcon grid={12}><circle cx="6" cy="6" r="5" /></BadgeIcon> },
};

export function PostStatusBadge({ visibility, publishedOn }: { visibility: PostVisibility; publishedOn?: string }) {
  const title = visibility === "scheduled" && publishedOn ? `Appears on the blog on ${publishedOn}` : undefined;
  return <StatusBadge {...BADGES[visibility]} title={title} />;
}
