import QRCode from "qrcode";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { StaffSession } from "#app/features/admin/sessions.server.ts";
import { isTwoFactorRequired } from "#app/features/admin/two-factor-requirement.server.ts";
import { countRecoveryCodes } from "./recovery-codes.server.ts";
import { hasConfirmedTotp, pendingTotpSecret } from "./staff-totp.server.ts";
import { groupedSecret, totpUri } from "./totp.server.ts";

/**
 * What the two-factor page shows: for an account without an app, the enrolment in progress (its
 * secret made on first view and offered again for an hour, so a reload shows the same QR code);
 * for one with it, how many recovery codes are left. The QR code is drawn here, as SVG: the
 * secret never goes to another host, nor into a script.
 */
export async function loadTwoFactorPage(db: Kysely<Database>, session: StaffSession, now = new Date()) {
  const enabled = await hasConfirmedTotp(db, session.userId);
  const mustSetUp = session.secondFactor === null && (await isTwoFactorRequired(db));
  if (enabled) return { enabled, mustSetUp, recoveryCodesLeft: await countRecoveryCodes(db, session.userId), setup: null };
  const secret = (await pendingTotpSecret(db, session.userId, now))!;
  const qrSvg = await QRCode.toString(totpUri(secret, session.email), { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { enabled, mustSetUp, recoveryCodesLeft: 0, setup: { qrSvg, secret: groupedSecret(secret) } };
}
