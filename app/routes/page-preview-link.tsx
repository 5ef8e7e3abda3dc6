import { data } from "react-router";
import type { Route } from "./+types/page-preview-link";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { SectionList } from "#app/components/sections/section-list.tsx";
import { contentBreadcrumb } from "#app/content/content-breadcrumb.ts";
import { getPageForEdit } from "#app/features/admin/pages/get-page-for-edit.server.ts";
import { readPreviewToken } from "#app/features/admin/pages/preview-link.server.ts";

// A shared preview is for the people it was sent to: never stored by a cache, never indexed.
const PREVIEW_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.page.title ?? "page"} | Kairav Technologies` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const token = readPreviewToken(params.token ?? "");
  if (!token.ok && token.reason === "expired") throw data(null, { status: 410, statusText: "This preview link has expired", headers: PREVIEW_HEADERS });
  const page = token.ok ? await getPageForEdit(context.db, token.pageId) : null;
  if (!page) throw data(null, { status: 404, statusText: "Not Found", headers: PREVIEW_HEADERS });
  return data({ page: page.document }, { headers: PREVIEW_HEADERS });
}

/** The latest draft of a page, for people without a staff account, through a signed link that expires. */
export default function PagePreviewLink({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <p role="note" className="bg-accent-100 px-4 py-3 text-center font-semibold text-slate-900">
        A preview of changes not yet published: visitors do not see this version.
      </p>
      <PageBanner title={page.title} lead={page.lead} breadcrumb={contentBreadcrumb(page)} />
      <SectionList sections={page.sections} />
    </>
  );
}
