import { data, redirect, useActionData } from "react-router";
import { PrivacyNote } from "#app/components/forms/privacy-note.tsx";
import { privacyNote } from "#app/content/privacy-note.ts";
import { getSiteCompany } from "#app/features/pages/get-site-company.server.ts";
import type { Route } from "./+types/contactus";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { siteIdentityIn } from "#app/components/seo/site-identity.ts";
import { pageMeta } from "#app/components/seo/page-meta.ts";
import { DeferredContent } from "#app/components/deferred/deferred-content.tsx";
import { contactPage } from "#app/content/contact-page.ts";
import { EnquiryFormIsland } from "#app/features/contact/enquiry-form-island.tsx";
import { openStreetMapEmbedUrl, openStreetMapLink } from "#app/features/contact/map-embed.ts";
import { OfficeList } from "#app/features/contact/office-list.tsx";
import { ENQUIRY_RECEIVED_MESSAGE, submitEnquiry } from "#app/features/contact/submit-enquiry.server.ts";
import { getSubmissionSettings } from "#app/lib/forms/submission-settings.server.ts";
import type { SubmissionReply } from "#app/lib/forms/submission-reply.ts";
import { Island } from "#app/islands/island.tsx";

const path = "/contactus";
const breadcrumb = [{ name: contactPage.title, path }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  const company = await getSiteCompany(context?.db);
  return {
    company: { name: company.name, offices: company.offices, map: company.map },
    maxAttachmentBytes: getSubmissionSettings().maxAttachmentBytes,
    sentReply: sent ? ({ ok: true, message: ENQUIRY_RECEIVED_MESSAGE } satisfies SubmissionReply) : null,
  };
}

// Posts made without JavaScript land here (the page's script posts to /api/enquiries).
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitEnquiry(request, context, await getSiteCompany(context.db));
  // Post/redirect/get: reloading the confirmation cannot send the enquiry twice.
  if (outcome.reply.ok) throw redirect(`${path}?sent=1#enquiry-form`, 303);
  return data(outcome.reply, { status: outcome.status, headers: outcome.headers });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ site: siteIdentityIn(matches), title: contactPage.title, description: contactPage.description, path, breadcrumb });

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const serverReply = actionData ?? loaderData.sentReply ?? undefined;
  const { company } = loaderData;
  const mapPoint = company.map;

  return (
    <>
      <PageBanner title={contactPage.title} lead={contactPage.lead} breadcrumb={breadcrumb} />
      <section className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
          <div>
            <p className="eyebrow">{contactPage.greeting.eyebrow}</p>
            <h2 className="section-title mt-3">{contactPage.greeting.heading}</h2>
            <p className="mt-4 text-lg leading-8">{contactPage.greeting.body}</p>
            <h2 className="mt-10 text-xl font-semibold text-slate-900">{contactPage.offices.heading}</h2>
            <div className="mt-4">
              <OfficeList offices={company.offices} />
            </div>
          </div>
          <section id="enquiry-form" aria-labelledby="enquiry-form-heading" className="card scroll-mt-24 p-6 sm:p-8 lg:p-10">
            <h2 id="enquiry-form-heading" className="section-title">
              How Can we Help?
            </h2>
            <p className="mt-3 mb-6 text-slate-600">{contactPage.form.intro}</p>
            <Island name="enquiry-form" component={EnquiryFormIsland} props={{ maxAttachmentBytes: loaderData.maxAttachmentBytes, serverReply }} />
            {/* Outside the island: plain HTML, no script. */}
            <PrivacyNote note={privacyNote} />
          </section>
        </div>
      </section>
      <section aria-labelledby="map-heading" className="render-when-near py-14 [--estimated-height:48rem] sm:py-20">
        <div className="container-page">
          <h2 id="map-heading" className="section-title">
            {contactPage.map.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg leading-8">{contactPage.map.intro}</p>
          <div className="relative mt-8 overflow-hidden rounded-2xl border border-slate-200 bg-brand-50 shadow-card">
            {/* Shown until the map has loaded, and instead of it when openstreetmap.org cannot be reached. */}
            <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-brand-800">
              <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
                <circle cx="12" cy="9.5" r="2.5" />
              </svg>
              <p className="max-w-sm text-sm font-medium">{company.offices[0]?.lines.join(", ")}</p>
            </div>
            {/* The map comes from another site: it loads once the visitor scrolls near it, never
                with the page; the address above and the link below stand for it until then. */}
            <DeferredContent placeholder={<div className="h-[320px] sm:h-[420px]" />}>
              <iframe
                title={`Map of the ${company.name} head office`}
                src={openStreetMapEmbedUrl(mapPoint, { width: 1200, height: 420 })}
                loading="lazy"
                referrerPolicy="strict-origin-when-cross-origin"
                className="relative block h-[320px] w-full sm:h-[420px]"
              />
            </DeferredContent>
          </div>
          <p className="mt-3 text-sm">
            <a href={openStreetMapLink(mapPoint)} className="font-medium text-brand-700 underline-offset-4 hover:underline" target="_blank" rel="noreferrer">
              {contactPage.map.linkLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
