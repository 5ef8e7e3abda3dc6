import { z } from "zod";
import { STAFF_ROLES } from "#app/db/schema.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";

const userId = z.unknown().transform((value, context) => {
  const id = parseRecordId(value);
  if (id === null) {
    context.addIssue({ code: "custom", message: "No such user." });
    return z.NEVER;
  }
  return id;
});

/** The users page's forms: change a role, deactivate, reactivate. The server trusts nothing else. */
export const userActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("change-role"), userId, role: z.enum(STAFF_ROLES, { error: "Choose one of the roles." }) }),
  z.object({ intent: z.literal("deactivate"), userId }),
  z.object({ intent: z.literal("reactivate"), userId }),
]);
export type UserAction = z.infer<typeof userActionSchema>;
