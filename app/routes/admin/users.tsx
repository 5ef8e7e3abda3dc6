import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/users";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { STAFF_ROLES } from "#app/db/schema.ts";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "#app/features/admin/staff-policy.ts";
import { changeStaffRole } from "#app/features/admin/users/change-staff-role.server.ts";
import { INVITATION_NOTICES } from "#app/features/admin/users/invitation-schema.ts";
import { InviteForm } from "#app/features/admin/users/invite-form.tsx";
import { listPendingInvitations } from "#app/features/admin/users/list-pending-invitations.server.ts";
import { listStaffUsers, type StaffUserListItem } from "#app/features/admin/users/list-staff-users.server.ts";
import { PendingInvitations } from "#app/features/admin/users/pending-invitations.tsx";
import { INVITATION_INTENTS, runInvitationAction } from "#app/features/admin/users/run-invitation-action.server.ts";
import { deactivateStaffUser, reactivateStaffUser } from "#app/features/admin/users/set-staff-user-active.server.ts";
import { StaffRoleForm } from "#app/features/admin/users/staff-role-form.tsx";
import { StaffUserAccessForm } from "#app/features/admin/users/staff-user-access-form.tsx";
import { StaffUserStatusBadge } from "#app/features/admin/users/staff-user-status-badge.tsx";
import { userActionSchema } from "#app/features/admin/users/user-action-schema.ts";
import { type UserNotice, userNoticeText, USER_REFUSALS } from "#app/features/admin/users/user-notices.ts";
import { isTwoFactorRequired, setTwoFactorRequired } from "#app/features/admin/two-factor-requirement.server.ts";
import { TWO_FACTOR_FIRST_MESSAGE, TWO_FACTOR_REQUIREMENT_INTENT, TWO_FACTOR_REQUIREMENT_NOTICES, TwoFactorRequirementForm } from "#app/features/admin/users/two-factor-requirement-form.tsx";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Users");

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context);
  const [users, invitations, twoFactorRequired] = await Promise.all([listStaffUsers(context.db), listPendingInvitations(context.db), isTwoFactorRequired(context.db)]);
  const notice = new URL(request.url).searchParams.get("notice");
  const twoFactorNotice = Object.hasOwn(TWO_FACTOR_REQUIREMENT_NOTICES, notice ?? "") ? TWO_FACTOR_REQUIREMENT_NOTICES[notice as keyof typeof TWO_FACTOR_REQUIREMENT_NOTICES] : null;
  return data(
    {
      users,
      invitations,
      twoFactorRequired,
      currentUserId: session.userId,
      notice: twoFactorNotice ?? (Object.hasOwn(INVITATION_NOTICES, notice ?? "") ? INVITATION_NOTICES[notice as keyof typeof INVITATION_NOTICES] : userNoticeText(notice)),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

const CHANGED_NOTICES = { "change-role": "role-changed", deactivate: "deactivated", reactivate: "reactivated" } as const satisfies Record<string, UserNotice>;

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  if ((INVITATION_INTENTS as readonly unknown[]).includes(form.get("intent"))) return runInvitationAction(context.db, session, form);
  if (form.get("intent") === TWO_FACTOR_REQUIREMENT_INTENT) {
    const required = form.get("required");
    if (required !== "on" && required !== "off") throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
    // Otherwise the admin's own next click would be sent to the setup page.
    if (required === "on" && session.secondFactor === null) return data({ twoFactorError: TWO_FACTOR_FIRST_MESSAGE }, { status: 409, headers: ADMIN_RESPONSE_HEADERS });
    const result = await setTwoFactorRequired(context.db, { required: required === "on", actorId: session.userId });
    throw redirect(`/admin/users?notice=${result === "unchanged" ? "unchanged" : required === "on" ? "two-factor-required" : "two-factor-optional"}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
  }
  const parsed = userActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.path[0] === "userId") throw data("No such user.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
    throw data(issue.path[0] === "role" ? issue.message : "Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  }
  const input = parsed.data;
  const by = { userId: input.userId, actorId: session.userId };
  const result =
    input.intent === "change-role"
      ? await changeStaffRole(context.db, { ...by, role: input.role })
      : input.intent === "deactivate"
        ? await deactivateStaffUser(context.db, by)
        : await reactivateStaffUser(context.db, by);
  if (result === "not-found") throw data("No such user.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  if (result === "last-admin" || result === "self") return data({ error: USER_REFUSALS[result] }, { status: 409, headers: ADMIN_RESPONSE_HEADERS });
  // An admin who made themselves something else may no longer see this page.
  if (result === "changed" && input.intent === "change-role" && input.userId === session.userId) throw redirect("/admin", { status: 303, headers: ADMIN_RESPONSE_HEADERS });
  const notice = result === "changed" ? CHANGED_NOTICES[input.intent] : "unchanged";
  throw redirect(`/admin/users?notice=${notice}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

function LastSignIn({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatTimestamp(at)}</time> : <span className="text-slate-600">Never</span>;
}

function UserName({ user, self }: { user: StaffUserListItem; self: boolean }) {
  return (
    <>
      {user.displayName}
      {self ? <span className="ml-1 font-normal text-slate-600">(you)</span> : null}
    </>
  );
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, invitations, currentUserId, notice, twoFactorRequired } = loaderData;
  const inviteAnswer = actionData && "inviteErrors" in actionData ? actionData : null;
  const refusal = actionData && "error" in actionData ? actionData.error : null;
  // A refused change leaves the select showing the role that was refused: each answer (a new
  // location) draws the forms again from the stored roles.
  const { key: answer } = useLocation();
  return (
    <AdminPage title="Users" description="Who may use the staff console, and for what.">
      {/* A refused change is answered 4xx, after which the list is not reloaded: the notice of an earlier change would still show. */}
      <AdminNotice message={actionData ? null : notice} />
      {refusal ? (
        <p role="alert" className="mb-6 rounded-lg border border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-900">
          {refusal}
        </p>
      ) : null}

      <InviteForm key={answer} errors={inviteAnswer?.inviteErrors ?? {}} typed={inviteAnswer?.invited ?? null} />

      {/* Phones and tablets: one card per user. */}
      <ul aria-label="Staff users" className="grid gap-4 md:grid-cols-2 md:max-lg:balanced-2 lg:hidden">
        {users.map((user) => {
          const self = user.id === currentUserId;
          return (
            <li key={user.id} className="card min-w-0 p-5">
              <h2 className="text-lg font-semibold text-slate-900">
                <UserName user={user} self={self} />
              </h2>
              <p className="mt-1 break-all text-slate-700">{user.email}</p>
              <div className="mt-3">
                <StaffUserStatusBadge active={user.disabledAt === null} />
              </div>
              <dl className="mt-4 grid gap-3 text-sm">
                <div>
                  <dt className="font-semibold text-slate-600">Last sign-in</dt>
                  <dd className="mt-0.5 text-slate-900">
                    <LastSignIn at={user.lastSignInAt} />
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-600">Role</dt>
                  <dd className="mt-1">
                    <StaffRoleForm key={answer} userId={user.id} displayName={user.displayName} role={user.role} idPrefix="card" />
                  </dd>
                </div>
              </dl>
              <div className="mt-4">
                <StaffUserAccessForm userId={user.id} displayName={user.displayName} active={user.disabledAt === null} self={self} />
              </div>
            </li>
          );
        })}
      </ul>

      {/* Wider screens: a table. */}
      <AdminTable
        caption="Staff users, active first"
        columns={["Name", "Email", "Role", "Status", "Last sign-in", { label: "Access", visuallyHidden: true }]}
        headings="caps"
        noWrap
        className="hidden overflow-x-auto lg:block"
      >
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => {
            const self = user.id === currentUserId;
            return (
              <tr key={user.id} className="align-middle">
                <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                  <UserName user={user} self={self} />
                </th>
                <td className="px-4 py-3 text-slate-700">{user.email}</td>
                <td className="px-4 py-3">
                  <StaffRoleForm key={answer} userId={user.id} displayName={user.displayName} role={user.role} idPrefix="row" />
                </td>
                <td className="px-4 py-3">
                  <StaffUserStatusBadge active={user.disabledAt === null} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <LastSignIn at={user.lastSignInAt} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end">
                    <StaffUserAccessForm userId={user.id} displayName={user.displayName} active={user.disabledAt === null} self={self} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </AdminTable>

      <PendingInvitations invitations={invitations} />

      <TwoFactorRequirementForm required={twoFactorRequired} error={actionData && "twoFactorError" in actionData ? actionData.twoFactorError : undefined} />

      <section aria-labelledby="roles-heading" className="mt-10 max-w-3xl">
        <h2 id="roles-heading" className="text-lg font-semibold text-slate-900">
          What each role may use
        </h2>
        <dl className="card mt-3 grid gap-x-6 gap-y-2 p-4 text-sm sm:grid-cols-[auto_1fr] sm:p-5">
          {STAFF_ROLES.map((role) => (
            <div key={role} className="contents">
              <dt className="font-semibold text-slate-900">{ROLE_LABELS[role]}</dt>
              <dd className="mb-2 text-slate-700 sm:mb-0">{ROLE_DESCRIPTIONS[role]}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-700">
          Accounts can also be made on the server:{" "}
          <code className="rounded bg-slate-100 px-1 py-0.5 wrap-anywhere text-slate-900">npm run admin -- create-user EMAIL --name &quot;Full Name&quot; --role ROLE</code>
        </p>
      </section>
    </AdminPage>
  );
}
