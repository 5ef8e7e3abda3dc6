import { data, redirect, useActionData, useRouteLoaderData, useSearchParams } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { getSiteCompany } from "#app/features/pages/get-site-company.server.ts";
import type { Route } from "./+types/careers";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { siteIdentityIn } from "#app/components/seo/site-identity.ts";
import { pageMeta } from "#app/components/seo/page-meta.ts";
import { seoMetaInput } from "#app/components/seo/seo-defaults.ts";
import { careersPage } from "#app/content/careers-page.ts";
import { getOpenJobs } from "#app/features/careers/get-open-jobs.server.ts";
import { JobBoard, panelFromUrl } from "#app/features/careers/job-board.tsx";
import type { JobOpening } from "#app/features/careers/job-opening.ts";
import { jobPostingJsonLd } from "#app/features/careers/job-posting-json-ld.ts";
import { jobPath, jobSeo } from "#app/features/careers/job-seo.ts";
import { APPLICATION_RECEIVED_MESSAGE, submitApplication } from "#app/features/careers/submit-application.server.ts";
import { getSubmissionSettings } from "#app/lib/forms/submission-settings.server.ts";

const path = "/careers";
const breadcrumb = [{ name: careersPage.title, path }];

type CareersData = { jobs: JobOpening[]; unavailable: boolean; maxCvBytes: number; appliedMessage: string | null };

export async function loader({ request, context }: Route.LoaderArgs) {
  const applied = new URL(request.url).searchParams.get("applied") === "1";
  const maxCvBytes = getSubmissionSettings().maxCvBytes;
  const appliedMessage = applied ? APPLICATION_RECEIVED_MESSAGE : null;
  try {
    const page: CareersData = { jobs: await getOpenJobs(context.db), unavailable: false, maxCvBytes, appliedMessage };
    return page;
  } catch (error) {
    // Spec §8: a failed job list is logged; the page still renders, with a note instead of cards.
    console.error(`job openings could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    // no-store keeps this stopgap out of the rendered-page cache (and browsers' caches).
    const page: CareersData = { jobs: [], unavailable: true, maxCvBytes, appliedMessage };
    return data(page, { headers: { "Cache-Control": "no-store" } });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(actionHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) merged.set("Cache-Control", cacheControl);
  return merged;
};

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitApplication(request, context, await getSiteCompany(context.db));
  // Post/redirect/get: reloading the confirmation cannot send the application twice.
  if (outcome.reply.ok) throw redirect(`${path}?applied=1#openings`, 303);
  return data(outcome.reply, { status: outcome.status, headers: outcome.headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const jobs = loaderData?.jobs ?? [];
  const site = siteIdentityIn(matches);
  // An opening's own address (?job=<id>) is described by the opening, with what staff set for it.
  const shown = jobs.find((job) => String(job.id) === new URLSearchParams(location.search).get("job"));
  const head = shown
    ? pageMeta({ site, title: shown.postTitle, path: jobPath(shown.id), breadcrumb, ...seoMetaInput(jobSeo(shown, site.name)) })
    : pageMeta({ site, title: careersPage.title, description: careersPage.description, path, breadcrumb });
  // Each opening is described as a JobPosting on its own address only, as job search engines ask
  // ("the most detailed leaf page", not a page listing jobs); the list stays light with many openings.
  return shown ? [...head, jobPostingJsonLd(shown, site.name)] : head;
};

function Openings({ data: page, applicationReply }: { data: CareersData; applicationReply: ReturnType<typeof useActionData<typeof action>> }) {
  const [searchParams] = useSearchParams();
  return (
    <>
      {page.appliedMessage ? (
        <p role="status" className="mb-8 rounded-lg border border-support-600/30 bg-support-600/10 px-4 py-3 font-medium text-support-700">
          {page.appliedMessage}
        </p>
      ) : null}
      {page.unavailable ? (
        <p className="card p-6">{careersPage.unavailable}</p>
      ) : page.jobs.length === 0 ? (
        <p className="card p-6">{careersPage.empty}</p>
      ) : (
        <JobBoard jobs={page.jobs} requestedPanel={panelFromUrl(searchParams, page.jobs)} maxCvBytes={page.maxCvBytes} applicationReply={applicationReply} />
      )}
    </>
  );
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const applicationReply = useActionData<typeof action>();
  const company = useRouteLoaderData<typeof rootLoader>("root")?.company;
  return (
    <>
      <PageBanner title={careersPage.title} lead={careersPage.lead} breadcrumb={breadcrumb} />
      <section id="openings" aria-labelledby="openings-heading" className="scroll-mt-20 bg-slate-50 py-14 sm:py-20">
        <div className="container-page">
          <p className="eyebrow">Join {company?.shortName ?? "us"}</p>
          <h2 id="openings-heading" className="section-title mt-3">
            Current Job Openings
          </h2>
          <p className="mt-4 mb-10 max-w-3xl text-lg leading-8">{careersPage.intro}</p>
          <Openings data={loaderData} applicationReply={applicationReply} />
        </div>
      </section>
    </>
  );
}
