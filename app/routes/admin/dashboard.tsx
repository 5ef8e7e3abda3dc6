import { data, Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { type DashboardCounts, getDashboardCounts } from "#app/features/admin/get-dashboard-counts.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { mayUse } from "#app/features/admin/staff-policy.ts";
import { BackupWarningBanner } from "#app/features/admin/backups/backup-warning-banner.tsx";
import { findBackupWarning } from "#app/features/backup/backup-warning.ts";
import { readBackupHealth } from "#app/features/backup/read-backup-health.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

// The section of the console each count belongs to: a role sees the counts of its own sections only.
const COUNT_SECTIONS: Record<keyof DashboardCounts, string> = {
  newEnquiries: "/admin/enquiries",
  newApplications: "/admin/applications",
  publishedPosts: "/admin/posts",
  openJobs: "/admin/jobs",
  visibleComments: "/admin/comments",
  hiddenComments: "/admin/comments",
  queuedMails: "/admin/outbox",
  failedMails: "/admin/outbox",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // The layout checks too, but loaders run in parallel: this one must not read data unguarded.
  const session = await requireStaff(request, context);
  const counts = await getDashboardCounts(context.db);
  const visible = Object.fromEntries(
    Object.entries(counts).filter(([name]) => mayUse(session.role, COUNT_SECTIONS[name as keyof DashboardCounts])),
  ) as Partial<DashboardCounts>;
  // Only where backups are configured, and only for those who may open the Backups page.
  const backupSettings = context.backups.settings;
  const now = new Date();
  const backupWarning =
    backupSettings && mayUse(session.role, "/admin/backups") ? findBackupWarning(await readBackupHealth(context.db, now), backupSettings.intervalHours, now) : null;
  return data({ counts: visible, backupWarning }, { headers: ADMIN_RESPONSE_HEADERS });
}

type Tile = { label: string; value: number | undefined; hint: string; tone?: "attention" };

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, backupWarning } = loaderData;
  const attention = (count: number | undefined) => (count !== undefined && count > 0 ? "attention" : undefined);
  const allGroups: { heading: string; tiles: Tile[] }[] = [
    {
      heading: "Inbox",
      tiles: [
        { label: "New enquiries", value: counts.newEnquiries, hint: "From the contact form", tone: attention(counts.newEnquiries) },
        { label: "New applications", value: counts.newApplications, hint: "From the careers page", tone: attention(counts.newApplications) },
      ],
    },
    {
      heading: "Content",
      tiles: [
        { label: "Published posts", value: counts.publishedPosts, hint: "On the blog" },
        { label: "Open jobs", value: counts.openJobs, hint: "On the careers page" },
        { label: "Visible comments", value: counts.visibleComments, hint: "Shown under posts" },
        { label: "Hidden comments", value: counts.hiddenComments, hint: "Hidden by staff" },
      ],
    },
    {
      heading: "Mail",
      tiles: [
        { label: "Queued mails", value: counts.queuedMails, hint: "Waiting in the outbox" },
        { label: "Failed mails", value: counts.failedMails, hint: "Gave up after retries", tone: attention(counts.failedMails) },
      ],
    },
  ];
  // Counts the role may not see are not sent; a group left empty is not shown.
  const groups = allGroups
    .map((group) => ({ ...group, tiles: group.tiles.filter((tile): tile is Tile & { value: number } => tile.value !== undefined) }))
    .filter((group) => group.tiles.length > 0);

  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Dashboard</h1>
      <p className="mt-1 text-slate-600">What needs attention across the site, read live from the database.</p>
      {backupWarning ? <BackupWarningBanner warning={backupWarning} /> : null}
      {groups.map((group) => (
        <section key={group.heading} aria-labelledby={`dashboard-${group.heading.toLowerCase()}`} className="mt-8">
          <h2 id={`dashboard-${group.heading.toLowerCase()}`} className="text-lg font-semibold text-slate-900">
            {group.heading}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {group.tiles.map((tile) => (
              <div
                key={tile.label}
                className={`rounded-xl border bg-white p-4 shadow-card sm:p-5 ${tile.tone === "attention" ? "border-accent-500" : "border-slate-200"}`}
              >
                <dt className="text-sm font-medium text-slate-600">{tile.label}</dt>
                <dd className="mt-1 text-3xl font-bold tabular-nums text-slate-900" data-testid={`count-${tile.label.toLowerCase().replaceAll(" ", "-")}`}>
                  {tile.value}
                </dd>
                <dd className="mt-1 text-xs text-slate-600">{tile.hint}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="mt-10 text-sm text-slate-600">
        <Link to="/" className="font-semibold text-brand-800 underline underline-offset-4">
          View the public site
        </Link>
      </p>
    </div>
  );
}
