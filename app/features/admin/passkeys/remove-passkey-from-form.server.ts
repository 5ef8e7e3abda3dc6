import { data, type AppLoadContext } from "react-router";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import type { StaffSession } from "#app/features/admin/sessions.server.ts";
import { PASSKEY_REMOVE_MISSING_MESSAGE } from "./passkey-messages.ts";
import { removeOwnPasskey } from "./remove-own-passkey.server.ts";

/**
 * The account page's removal of one of the person's passkeys (its form's `passkeyId`): the notice
 * to redirect with, or a 404 when they have no passkey of that id (another person's included).
 */
export async function removePasskeyFromForm(context: Pick<AppLoadContext, "db">, session: StaffSession, form: FormData): Promise<"passkey-removed"> {
  const passkeyId = parseRecordId(form.get("passkeyId"));
  if (passkeyId === null || !(await removeOwnPasskey(context.db, { userId: session.userId, passkeyId }))) {
    throw data(PASSKEY_REMOVE_MISSING_MESSAGE, { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  }
  return "passkey-removed";
}
