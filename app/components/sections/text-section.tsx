import { SizedPicture } from "#app/components/images/sized-picture.tsx";
import type { SectionOf } from "#app/model/section.ts";
import { SectionShell } from "./section-shell.tsx";

export function TextSection({ section, tinted }: { section: SectionOf<"text">; tinted: boolean }) {
  const body = (
    <div className="prose-body max-w-3xl text-lg leading-8">
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
  return (
    <SectionShell id={section.id} heading={section.heading} eyebrow={section.eyebrow} tinted={tinted}>
      {section.image ? (
        <div className="grid items-center gap-10 lg:grid-cols-2">
          {body}
          <SizedPicture picture={section.image} className="h-auto w-full rounded-2xl" />
        </div>
      ) : (
        body
      )}
    </SectionShell>
  );
}
