import { SiteDocumentEditor, type EditableDocument } from "#app/features/admin/documents/site-document-editor.tsx";
import { errorsUnder } from "#app/features/admin/pages/page-form-errors.ts";
import { siteSettingsSchema, type SiteSettings } from "#app/model/site-settings.ts";
import { CompanyFields } from "./company-fields.tsx";
import { FooterFields } from "./footer-fields.tsx";
import { NavigationFields } from "./navigation-fields.tsx";

const CONTENTS = [
  { id: "settings-identity", label: "Name and description" },
  { id: "settings-contact", label: "Contact" },
  { id: "settings-offices", label: "Offices" },
  { id: "settings-other-names", label: "Other names" },
  { id: "settings-navigation", label: "Top navigation" },
  { id: "settings-footer", label: "Footer columns" },
];

/** The site settings: the company, the top navigation and the footer, beside a list of their parts. */
export function SettingsEditor({ settings }: { settings: EditableDocument<SiteSettings> }) {
  return (
    <SiteDocumentEditor
      editable={settings}
      schema={siteSettingsSchema}
      publishedMessage="Published: every page shows these settings now."
      revisionsPath="/admin/settings/revisions"
      describeTheirs={(theirs) => `Their version names the company “${theirs.company.name}”.`}
    >
      {(document, edit, errors) => (
        <div className="grid gap-8 lg:grid-cols-[12rem_minmax(0,1fr)]">
          <nav aria-label="Parts of the settings" className="lg:sticky lg:top-40 lg:self-start">
            <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm lg:flex-col">
              {CONTENTS.map((part) => (
                <li key={part.id}>
                  <a href={`#${part.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                    {part.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0 space-y-8">
            <CompanyFields company={document.company} onChange={(company) => edit({ ...document, company })} errors={errorsUnder(errors, "company")} />
            <NavigationFields navigation={document.navigation} onChange={(navigation) => edit({ ...document, navigation })} errors={errorsUnder(errors, "navigation")} />
            <FooterFields footer={document.footer} onChange={(footer) => edit({ ...document, footer })} errors={errorsUnder(errors, "footer")} />
          </div>
        </div>
      )}
    </SiteDocumentEditor>
  );
}
