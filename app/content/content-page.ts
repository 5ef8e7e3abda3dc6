// The shape of every services, industries and solutions page, and of the
// about pages' sections: a banner and an ordered list of typed sections that
// shared components render. Copy lives in the page files; components hold none.

/** A picture shown on the page: an SVG diagram or illustration in /public, always with its intrinsic size. */
export type Picture = {
  /** Root-relative path, e.g. "/diagrams/platform-layers.svg". */
  src: string;
  width: number;
  height: number;
  /** What the picture shows, for screen readers; "" only for pure decoration. */
  alt: string;
};

export type TitledText = { title: string; body: string };

export type UseCase = {
  id: string;
  title: string;
  /** One or two sentences on the card. */
  summary: string;
  /** Industry or domain tag on the card, e.g. "Wealth management". */
  tag?: string;
  aboutCompany: string;
  problemStatement: string[];
  solutionImplementation: string[];
  /** Outcomes with figures, shown last in the modal. */
  results?: string[];
  /** Testing & QA use cases only. */
  objective?: string;
  /** Testing & QA use cases only. */
  challenges?: string[];
  image: Picture;
};

export type Slide = { id: string; title: string; caption: string; image: Picture };

export type Section =
  | { kind: "text"; id: string; heading: string; eyebrow?: string; paragraphs: string[]; image?: Picture }
  | {
      kind: "list";
      id: string;
      heading: string;
      intro?: string;
      /** Plain items, or items with a bold lead-in. */
      items: (string | TitledText)[];
      /** "check": ticked bullets; "numbered": an ordered list. */
      style?: "check" | "numbered";
      columns?: 1 | 2 | 3;
    }
  | { kind: "cards"; id: string; heading: string; intro?: string; cards: (TitledText & { points?: string[] })[]; columns?: 2 | 3 | 4 }
  | { kind: "steps"; id: string; heading: string; intro?: string; steps: TitledText[] }
  | { kind: "diagram"; id: string; heading: string; intro?: string; picture: Picture; caption?: string; enlargeable: boolean }
  | { kind: "table"; id: string; heading: string; intro?: string; columns: string[]; rows: string[][] }
  | {
      kind: "slider";
      id: string;
      heading: string;
      intro?: string;
      /** Names the carousel for screen readers. */
      label: string;
      slides: Slide[];
      showDots: boolean;
      showArrows: boolean;
    }
  | {
      kind: "use-cases";
      id: string;
      heading: string;
      intro?: string;
      /** The label of the button that opens a use case's modal. */
      buttonLabel: "Keep Reading" | "View Details" | "Read More";
      useCases: UseCase[];
    }
  | { kind: "stats"; id: string; heading?: string; stats: { value: string; label: string }[] }
  | { kind: "document-link"; id: string; heading: string; body: string; href: string; linkLabel: string }
  | { kind: "testimonials"; id: string; heading: string; label: string; testimonials: { quote: string; name: string; designation: string }[] };

export type ContentPage = {
  family: "services" | "industries" | "solutions" | "aboutus";
  slug: string;
  /** The banner heading; the spec's page title. */
  title: string;
  /** Meta description: 120–160 characters, specific. */
  description: string;
  /** One or two sentences under the banner heading. */
  lead: string;
  sections: Section[];
};
