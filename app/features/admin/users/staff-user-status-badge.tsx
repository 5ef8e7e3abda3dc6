import { BadgeIcon, StatusBadge } from "#app/components/admin/status-badge.tsx";

/** Active or deactivated, in words and with a distinct shape. */
export function StaffUserStatusBadge({ active }: { active: boolean }) {
  return active ? (
    <StatusBadge
      label="Active"
      tone="positive"
      icon={
        <BadgeIcon grid={12}>
          <circle cx="6" cy="6" r="5" />
        </BadgeIcon>
      }
    />
  ) : (
    <StatusBadge
      label="Deactivated"
      tone="neutral"
      icon={
        <BadgeIcon grid={12} strokeWidth={2}>
          <path d="M2.5 2.5l7 7M9.5 2.5l-7 7" />
        </BadgeIcon>
      }
    />
  );
}
