/** What the users page confirms after a change, keyed by the `?notice=` the action redirects with. */
export const USER_NOTICES = {
  "role-changed": "Role changed. It applies from the person's next click.",
  deactivated: "User deactivated. They were signed out everywhere and cannot sign in.",
  reactivated: "User reactivated. They can sign in again with their password.",
  unchanged: "Nothing to change: the user was already like that.",
} as const;
export type UserNotice = keyof typeof USER_NOTICES;

export function userNoticeText(value: string | null): string | null {
  return value && Object.hasOwn(USER_NOTICES, value) ? USER_NOTICES[value as UserNotice] : null;
}

/** Why a change was refused; answered with a 409 and shown above the list. */
export const USER_REFUSALS = {
  "last-admin": "The console needs at least one active admin: make another user an admin first.",
  self: "You cannot deactivate your own account. Another admin can.",
} as const;
