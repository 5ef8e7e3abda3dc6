import { SizedPicture } from "#app/components/images/sized-picture.tsx";
import { EnlargeablePicture } from "#app/components/lightbox/enlargeable-picture.tsx";
import type { Section } from "#app/content/content-page.ts";
import { SectionShell } from "./section-shell.tsx";

export function DiagramSection({ section, tinted }: { section: Extract<Section, { kind: "diagram" }>; tinted: boolean }) {
  return (
    <SectionShell id={section.id} heading={section.heading} intro={section.intro} tinted={tinted}>
      <figure className="mx-auto max-w-5xl">
        {section.enlargeable ? (
          <EnlargeablePicture picture={section.picture} title={section.heading} />
        ) : (
          <div className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-6">
            <SizedPicture picture={section.picture} className="h-auto w-full" />
          </div>
        )}
        {section.caption ? <figcaption className="mt-3 text-center text-sm text-slate-600">{section.caption}</figcaption> : null}
      </figure>
    </SectionShell>
  );
}
