/**
 * The audit target of an attempt on an address with no active account (a failed sign-in, say):
 * the typed address is not kept, since it may be anyone's, or a password typed in the wrong field.
 */
export const UNKNOWN_ACCOUNT_TARGET = "unknown account";

/** The audit target naming a staff account. */
export function staffUserTarget(userId: number): string {
  return `staff_user:${userId}`;
}
