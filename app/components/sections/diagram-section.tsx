import { SizedPicture } from "#app/components/images/sized-picture.tsx";
import { EnlargeablePicture } from "#app/components/lightbox/enlargeable-picture.tsx";
import type { SectionOf } from "#app/model/section.ts";
import { SectionShell } from "./section-shell.tsx";

export function DiagramSection({ section, tinted }: { section: SectionOf<"diagram">; tinted: boolean }) {
  return (
    // Diagrams are drawn for a wide screen: on a phone every pixel of width counts, so they run to the edges.
    <SectionShell id={section.id} heading={section.heading} intro={section.intro} tinted={tinted} bleedOnPhones>
      <figure className="mx-auto max-w-5xl">
        {section.enlargeable ? (
          <EnlargeablePicture picture={section.picture} title={section.heading} />
        ) : (
          <div className="border-y border-slate-200 bg-white py-2 sm:rounded-2xl sm:border sm:p-6">
            <SizedPicture picture={section.picture} className="h-auto w-full" />
          </div>
        )}
        {section.caption ? <figcaption className="mt-3 px-4 text-center text-sm text-slate-600 sm:px-0">{section.caption}</figcaption> : null}
      </figure>
    </SectionShell>
  );
}
