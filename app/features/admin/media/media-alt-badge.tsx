import { BadgeIcon, StatusBadge } from "#app/components/admin/status-badge.tsx";
import type { MediaAltState } from "#app/features/media/media-alt-state.ts";

/** Whether a picture may go on a public page yet, in words and with a shape of its own. */
export function MediaAltBadge({ state }: { state: MediaAltState }) {
  if (state === "missing") {
    return (
      <StatusBadge
        label="Needs alt text"
        tone="caution"
        icon={
          <BadgeIcon grid={16}>
            <path d="M8 1.5 15 14H1L8 1.5Zm-.75 4.5v4h1.5V6h-1.5Zm0 5.25v1.5h1.5v-1.5h-1.5Z" />
          </BadgeIcon>
        }
      />
    );
  }
  if (state === "decorative") {
    return (
      <StatusBadge
        label="Decorative"
        tone="neutral"
        icon={
          <BadgeIcon grid={16} strokeWidth={2}>
            <circle cx="8" cy="8" r="5.5" />
          </BadgeIcon>
        }
      />
    );
  }
  return (
    <StatusBadge
      label="Alt text written"
      tone="positive"
      icon={
        <BadgeIcon grid={16}>
          <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm3.3 5.2-3.9 4.3a.75.75 0 0 1-1.1 0L4.7 8.9a.75.75 0 1 1 1.1-1l1.1 1.1 3.3-3.7a.75.75 0 1 1 1.1 1Z" />
        </BadgeIcon>
      }
    />
  );
}
