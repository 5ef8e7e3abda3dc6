import { z } from "zod";
import { STAFF_ROLES } from "#app/db/schema.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";

export const INVITATION_TTL_HOURS = 72;

export const EMAIL_TAKEN_MESSAGE = "There is already an account with this address. Change its role in the list instead, or reactivate it if it is deactivated.";

/** The users page's invitation form: an address and the role the person will have. */
export const inviteSchema = z.object({
  intent: z.literal("invite"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Enter the email address of the person to invite")
    .max(320, "Enter a valid email address")
    .pipe(z.email({ error: "Enter a valid email address" })),
  role: z.enum(STAFF_ROLES, { error: "Choose one of the roles" }),
});

export const revokeInvitationSchema = z.object({
  intent: z.literal("revoke-invitation"),
  invitationId: z.unknown().transform((value, context) => {
    const id = parseRecordId(value);
    if (id === null) {
      context.addIssue({ code: "custom", message: "No such invitation." });
      return z.NEVER;
    }
    return id;
  }),
});

export type InviteErrors = { email?: string; role?: string };

/** What the users page confirms after an invitation is sent or revoked. */
export const INVITATION_NOTICES = {
  invited: `Invitation sent. The link in it works once, for ${INVITATION_TTL_HOURS} hours.`,
  "invitation-revoked": "Invitation revoked. Its link no longer works.",
} as const;
