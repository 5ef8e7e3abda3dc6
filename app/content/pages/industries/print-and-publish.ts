import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "industries",
  slug: "print-and-publish",
  title: "Print & Publishing",
  description:
    "Content platforms, document processing and archive migration for publishers and printers: one source for print, e-book and web, 5 TB moved in weeks.",
  lead: "We help publishers and printers turn decades of files into searchable, reusable content, and publish it once to print, e-book and web.",
  sections: [
    {
      kind: "text",
      id: "challenges",
      eyebrow: "The challenge",
      heading: "Valuable back catalogues, locked in formats nobody can search",
      paragraphs: [
        "Print runs are shrinking while readers move to e-books, subscriptions and web content. The titles that could earn in those channels often sit on file servers as scanned TIFFs, flattened PDFs, old desktop-publishing files and XML in retired DTDs, with metadata that depends on who filed them.",
        "Production still leans on manual pre-press steps and email-driven editorial workflows, so every new format means rework. Rights, royalties and subscriptions are tracked in separate tools that rarely agree.",
      ],
    },
    {
      kind: "list",
      id: "pain-points",
      heading: "Where publishers lose time and money",
      style: "check",
      items: [
        { title: "Unsearchable archives", body: "Finding a title, an image or a contract can take hours of browsing folders, or a call to the one person who remembers." },
        { title: "One format at a time", body: "Print PDF, EPUB and web versions are produced separately, so corrections are made three times." },
        { title: "Ageing infrastructure", body: "On-premises file servers and document management systems reach end of life with terabytes still on them." },
        { title: "Rights and royalty disputes", body: "Usage rights and royalty terms live in contracts nobody can query, so payouts are slow and error-prone." },
      ],
    },
    {
      kind: "cards",
      id: "what-we-build",
      heading: "What we build for publishers and printers",
      columns: 3,
      cards: [
        {
          title: "Document processing and migration",
          body: "Inventory, OCR, classification and verified transfer of large archives to cloud storage, with a search index on top.",
          points: ["Python pipelines, AWS Textract", "AWS DataSync to S3, SHA-256 checksums", "OpenSearch for full-text and metadata"],
        },
        {
          title: "Content platforms",
          body: "A headless CMS and digital asset management so every article, chapter and image is stored once and reused everywhere.",
          points: ["Strapi or Contentful, or a Thor content module", "Structured XML and JSON content", "Rights and usage metadata on every asset"],
        },
        {
          title: "Multi-format publishing",
          body: "Automated output of print-ready PDF, EPUB 3 and web pages from one source, so a correction lands everywhere.",
          points: ["XSLT and templated PDF rendering", "EPUB validation in the pipeline", "React front ends for web and apps"],
        },
      ],
    },
    {
      kind: "diagram",
      id: "publishing-pipeline",
      heading: "One pipeline from manuscript to every channel",
      picture: {
        src: "/diagrams/print-and-publish/publishing-pipeline.svg",
        width: 960,
        height: 540,
        alt: "Four columns joined by arrows: ingest (manuscripts, scans and archives, author XML), process (OCR and tagging, editorial workflow, rights checks), store (headless CMS, DAM on S3, search index) and publish (print-ready PDF, EPUB 3 e-books, web and apps). A footer reads: one source, every channel, with Python, AWS Textract, OpenSearch and React.",
      },
      enlargeable: true,
    },
    {
      kind: "table",
      id: "popular-solutions",
      heading: "Popular solutions by category",
      intro: "The building blocks publishers ask us for most often. We pick tools to fit your volumes and budget, and you own the code we write around them.",
      columns: ["Category", "Solution", "What it does"],
      rows: [
        ["Content management", "Headless CMS (Strapi, Contentful)", "Stores articles, chapters and assets once and publishes them to web, apps and print."],
        ["Editorial workflow", "Workflow on Thor with version history", "Routes manuscripts through author, editor, proofreader and sign-off, with every change tracked."],
        ["Document processing", "OCR and classification (AWS Textract, Tesseract)", "Turns scanned pages into searchable text with titles, authors and dates extracted."],
        ["Digital asset management", "DAM on Amazon S3 with OpenSearch", "Finds images and files by tag, rights and usage, and serves them at the right size."],
        ["Archive migration", "AWS DataSync with checksum verification", "Moves terabytes from file servers and legacy DMS to cloud storage, file by file verified."],
        ["Multi-format output", "XML and XSLT pipelines to EPUB 3 and PDF", "Produces print-ready PDFs and validated e-books from the same source."],
        ["Web-to-print", "Online storefront integrated with the print MIS", "Lets customers order, personalise and approve proofs of print jobs online."],
        ["Subscriptions and paywall", "Subscription billing with payment gateway APIs", "Manages plans, renewals, metered access and invoices for digital readers."],
        ["Rights and royalties", "Royalty engine on PostgreSQL", "Calculates author and licensor payouts from sales data and contract terms."],
        ["Analytics", "Power BI or Tableau on Snowflake", "Shows sales by title and channel, readership, and print-run efficiency."],
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Print & publishing use case",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "document-migration-5tb",
          title: "Document processing and migration of more than 5 TB",
          tag: "Publishing",
          summary: "A four-decade archive of more than 5 TB classified, OCR-processed and moved to searchable cloud storage in under 3 weeks.",
          aboutCompany:
            "A publisher of professional and educational titles in the USA, with a back catalogue going back four decades and a small in-house IT team.",
          problemStatement: [
            "More than 5 TB of content, about 3 million files, sat on on-premises file servers and a document management system due to be retired when the data-centre lease ended.",
            "Formats were mixed: scanned TIFFs, image-only PDFs, old desktop-publishing packages and XML in several retired DTDs.",
            "Metadata was inconsistent, and editors spent hours finding the source files for a reprint or licensing request.",
          ],
          solutionImplementation: [
            "Ran an inventory of every file with Python scripts: type, size, duplicates and owner, then agreed a target folder and metadata model with the editorial team.",
            "Processed scanned pages with AWS Textract and extracted title, ISBN, author and year into structured metadata, with low-confidence results queued for review.",
            "Transferred files in parallel with AWS DataSync to Amazon S3, verifying every file with SHA-256 checksums and producing a daily reconciliation report.",
            "Indexed text and metadata in OpenSearch behind a simple React search screen, with S3 lifecycle rules moving rarely used files to cheaper storage classes.",
          ],
          results: [
            "More than 5 TB migrated in under 3 weeks, inside the lease deadline.",
            "100% of files verified by checksum, with zero unresolved mismatches at sign-off.",
            "Finding a title's source files takes seconds instead of hours, and storage costs fell by about 40%.",
          ],
          image: {
            src: "/diagrams/print-and-publish/document-migration.svg",
            width: 640,
            height: 400,
            alt: "Flow from legacy files and a document management system, to OCR, tagging and checksums, to an S3 archive with search, with results: more than 5 TB migrated in under 3 weeks, 100% of files checksum-verified, a title found in seconds instead of hours.",
          },
        },
      ],
    },
  ],
};
