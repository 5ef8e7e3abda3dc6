import { Link } from "react-router";
import type { MediaUse } from "#app/features/media/find-media-uses.server.ts";

function where(use: MediaUse): string {
  if (use.inPublished && use.inDraft) return "published and in the draft";
  return use.inPublished ? "published" : "in the draft";
}

/** The pages and site-wide documents that show a picture, each linked to its editor. */
export function MediaUsesList({ uses }: { uses: MediaUse[] }) {
  return (
    <ul className="space-y-1 text-sm">
      {uses.map((use) => (
        <li key={use.key}>
          <Link to={use.editPath} className="inline-flex min-h-11 items-center font-semibold [overflow-wrap:anywhere] text-brand-800 underline underline-offset-4 lg:min-h-0">
            {use.title}
          </Link>{" "}
          <span className="text-slate-600">
            {use.address}, {where(use)}
          </span>
        </li>
      ))}
    </ul>
  );
}
