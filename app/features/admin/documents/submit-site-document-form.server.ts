import { data, type AppLoadContext } from "react-router";
import type { SiteDocumentName } from "#app/db/schema.ts";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { fieldErrorsOf } from "#app/features/admin/pages/page-form-errors.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { DOCUMENT_INTENTS, documentMessages, type DocumentFormAnswer, type DocumentIntent } from "./document-form-answer.ts";
import { getSiteDocumentForEdit } from "./get-site-document-for-edit.server.ts";
import { SITE_DOCUMENT_KINDS, type SiteDocumentOf } from "#app/content/site-documents.ts";
import { discardSiteDocumentDraft, publishSiteDocument, saveSiteDocumentDraft, type SiteDocumentWriteResult } from "./site-document-writes.server.ts";

/** A site-wide document's editor form: the document as JSON, the version it was made from, and what to do with it. */
export async function submitSiteDocumentForm<Name extends SiteDocumentName>(request: Request, context: AppLoadContext, name: Name) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const intent = DOCUMENT_INTENTS.find((candidate): candidate is DocumentIntent => candidate === form.get("intent"));
  const version = Number(form.get("version"));
  if (!intent || !Number.isInteger(version)) throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const actor = { userId: session.userId };
  const { schema, draftSchema } = SITE_DOCUMENT_KINDS[name];
  const messages = documentMessages(name);
  const answer = (body: DocumentFormAnswer<SiteDocumentOf<Name>>, status = 200) => data(body, { status, headers: ADMIN_RESPONSE_HEADERS });

  let result: SiteDocumentWriteResult;
  if (intent === "discard") {
    result = await discardSiteDocumentDraft(context.db, name, version, actor);
  } else {
    let document: unknown;
    try {
      document = JSON.parse(String(form.get("document") ?? ""));
    } catch {
      throw data("The changes could not be read. Reload the editor and try again.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
    }
    if (intent === "publish") {
      const checked = schema.safeParse(document);
      if (!checked.success) return answer({ ok: false, problem: "invalid", message: messages.invalid, fieldErrors: fieldErrorsOf(checked) }, 400);
      result = await publishSiteDocument(context.db, name, version, checked.data, { ...actor, note: String(form.get("note") ?? "") });
    } else {
      const draft = draftSchema.safeParse(document);
      if (!draft.success) return answer({ ok: false, problem: "invalid", message: messages.invalid, fieldErrors: fieldErrorsOf(draft) }, 400);
      result = await saveSiteDocumentDraft(context.db, name, version, draft.data, actor);
    }
  }

  const saved = await getSiteDocumentForEdit(context.db, name);
  if (!result.ok) return answer({ ok: false, problem: "stale", message: messages.stale, theirs: { version: saved.version, document: saved.document } }, 409);
  return answer({ ok: true, intent, version: saved.version, document: saved.document, hasUnpublishedChanges: saved.hasUnpublishedChanges, savedAt: saved.updatedAt });
}
