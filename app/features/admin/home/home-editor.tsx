import { SiteDocumentEditor, type EditableDocument } from "#app/features/admin/documents/site-document-editor.tsx";
import { errorsUnder } from "#app/features/admin/pages/page-form-errors.ts";
import { PagePreviewFrame } from "#app/features/admin/pages/page-preview-frame.tsx";
import { homePageSchema, type HomePage } from "#app/model/home-page.ts";
import { HomeAboutFields } from "./home-about-fields.tsx";
import { HomeRoadmapFields, HomeSisterCompanyFields } from "./home-closing-fields.tsx";
import { HomeTeamFields, HomeTestimonialsFields } from "./home-people-fields.tsx";
import { HeroSlidesFields } from "./hero-slides-fields.tsx";

/** The home page's parts, top to bottom, beside a live preview drawn by the public components. */
export function HomeEditor({ home }: { home: EditableDocument<HomePage> }) {
  return (
    <SiteDocumentEditor
      editable={home}
      schema={homePageSchema}
      publishedMessage="Published: visitors see this home page now."
      revisionsPath="/admin/home/revisions"
      describeTheirs={(theirs) => `Their version opens with the slide “${theirs.heroSlides[0]?.title ?? ""}” and has ${theirs.heroSlides.length} slides.`}
    >
      {(document, edit, errors) => (
        <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-8">
            <HeroSlidesFields slides={document.heroSlides} onChange={(heroSlides) => edit({ ...document, heroSlides })} errors={errorsUnder(errors, "heroSlides")} />
            <HomeAboutFields
              about={document.about}
              stats={document.stats}
              onAboutChange={(about) => edit({ ...document, about })}
              onStatsChange={(stats) => edit({ ...document, stats })}
              errors={errorsUnder(errors, "about")}
              statErrors={errorsUnder(errors, "stats")}
            />
            <HomeTestimonialsFields testimonials={document.testimonials} onChange={(testimonials) => edit({ ...document, testimonials })} errors={errorsUnder(errors, "testimonials")} />
            <HomeTeamFields team={document.team} onChange={(team) => edit({ ...document, team })} errors={errorsUnder(errors, "team")} />
            <HomeRoadmapFields roadmap={document.roadmap} onChange={(roadmap) => edit({ ...document, roadmap })} errors={errorsUnder(errors, "roadmap")} />
            <HomeSisterCompanyFields sisterCompany={document.sisterCompany} onChange={(sisterCompany) => edit({ ...document, sisterCompany })} errors={errorsUnder(errors, "sisterCompany")} />
          </div>
          <div className="min-w-0 xl:sticky xl:top-36 xl:h-[calc(100vh-10rem)]">
            <PagePreviewFrame src="/admin/home/preview" document={document} />
          </div>
        </div>
      )}
    </SiteDocumentEditor>
  );
}
