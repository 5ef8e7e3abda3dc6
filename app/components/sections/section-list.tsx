import { Fragment } from "react";
import type { Section } from "#app/model/section.ts";
import { CardsSection } from "./cards-section.tsx";
import { DiagramSection } from "./diagram-section.tsx";
import { DocumentLinkSection } from "./document-link-section.tsx";
import { ListSection } from "./list-section.tsx";
import { SliderSection } from "./slider-section.tsx";
import { StatsSection } from "./stats-section.tsx";
import { StepsSection } from "./steps-section.tsx";
import { TableSection } from "./table-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { TextSection } from "./text-section.tsx";
import { UseCasesSection } from "./use-cases-section.tsx";

function renderSection(section: Section, tinted: boolean) {
  switch (section.kind) {
    case "text":
      return <TextSection section={section} tinted={tinted} />;
    case "list":
      return <ListSection section={section} tinted={tinted} />;
    case "cards":
      return <CardsSection section={section} tinted={tinted} />;
    case "steps":
      return <StepsSection section={section} tinted={tinted} />;
    case "diagram":
      return <DiagramSection section={section} tinted={tinted} />;
    case "table":
      return <TableSection section={section} tinted={tinted} />;
    case "slider":
      return <SliderSection section={section} tinted={tinted} />;
    case "use-cases":
      return <UseCasesSection section={section} tinted={tinted} />;
    case "stats":
      return <StatsSection section={section} />;
    case "document-link":
      return <DocumentLinkSection section={section} tinted={tinted} />;
    case "testimonials":
      return <TestimonialsSection section={section} tinted={tinted} />;
  }
}

/** Renders a page's sections in order, alternating white and tinted backgrounds. */
export function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <Fragment key={section.id}>{renderSection(section, index % 2 === 1)}</Fragment>
      ))}
    </>
  );
}
