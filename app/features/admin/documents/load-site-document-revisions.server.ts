import type { AppLoadContext } from "react-router";
import type { SiteDocumentName } from "#app/db/schema.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { getSiteDocumentForEdit } from "./get-site-document-for-edit.server.ts";
import { listSiteDocumentRevisions } from "./list-site-document-revisions.server.ts";
import type { SiteDocumentOf } from "#app/content/site-documents.ts";

/** A revisions page's data: the editor's version, and each revision with the parts `diff` finds changed against the editor now. */
export async function loadSiteDocumentRevisions<Name extends SiteDocumentName>(request: Request, context: AppLoadContext, name: Name, diff: (revision: SiteDocumentOf<Name>, current: SiteDocumentOf<Name>) => string[]) {
  await requireStaff(request, context);
  const [current, revisions] = await Promise.all([getSiteDocumentForEdit(context.db, name), listSiteDocumentRevisions(context.db, name)]);
  return {
    version: current.version,
    revisions: revisions.map((revision) => ({ id: revision.id, createdAt: revision.createdAt, note: revision.note, author: revision.author, changed: diff(revision.document, current.document) })),
  };
}
