import { Link } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { RevisionList, type RevisionEntry } from "./revision-list.tsx";

type SiteDocumentRevisionsPageProps = {
  title: string;
  /** Names the document: "the site settings", "the home page". */
  what: string;
  editorPath: string;
  version: number;
  revisions: (RevisionEntry & { changed: string[] })[];
  message?: string;
};

/** The revisions of a site-wide document, each with the parts that differ from the editor now. */
export function SiteDocumentRevisionsPage({ title, what, editorPath, version, revisions, message }: SiteDocumentRevisionsPageProps) {
  return (
    <AdminPage
      title={title}
      description={`Every published version of ${what}, newest first, compared with ${what} as in the editor now.`}
      actions={
        <Link to={editorPath} className="btn-outline min-h-11">
          Back to the editor
        </Link>
      }
    >
      {message ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-900">
          {message}
        </p>
      ) : null}
      <RevisionList
        revisions={revisions}
        version={version}
        restoreLabel="Restore into the editor"
        restorable={(revision) => revision.changed.length > 0}
        difference={(revision) => <p className="text-sm text-slate-800">{revision.changed.length === 0 ? "The same as the editor now." : `Differs from the editor in: ${revision.changed.join(", ")}.`}</p>}
      />
    </AdminPage>
  );
}
