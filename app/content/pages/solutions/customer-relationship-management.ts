import type { ContentPage } from "#app/model/content-page.ts";
import type { Slide } from "#app/model/sections/slider-section.ts";

function slide(n: number, id: string, title: string, caption: string, alt: string): Slide {
  const file = String(n).padStart(2, "0");
  return { id, title, caption, image: { src: `/slides/customer-relationship-management/${file}.svg`, width: 960, height: 600, alt } };
}

export const page: ContentPage = {
  family: "solutions",
  slug: "customer-relationship-management",
  title: "Customer Relationship Management (CRM)",
  description:
    "A CRM for financial-services sales teams: leads, contacts, accounts, opportunities, products, price books and assignment rules, on Thor or a CRM cloud.",
  lead: "Give every relationship manager one view of each customer and every sales leader one honest pipeline, with leads routed automatically and products priced from one price book.",
  listing: {
    summary: "Leads, contacts, accounts, opportunities, products, price books and assignment rules for financial-services sales teams.",
    image: { src: "/diagrams/solutions-listing/customer-relationship-management.svg", width: 640, height: 400, alt: "A pipeline board with opportunity cards moving from lead to won" },
  },
  sections: [
    {
      kind: "text",
      id: "why-crm",
      eyebrow: "Why CRM",
      heading: "Sales that live in inboxes and spreadsheets leak revenue",
      paragraphs: [
        "When leads from the website, branches, partners and campaigns land in different inboxes, some are called within the hour and some never. Customer details sit in personal spreadsheets, so a relationship leaves with the manager who owned it, and leaders forecast from guesses.",
        "A CRM fixes the basics: every lead is captured and assigned, every contact and conversation is on record, and the pipeline is visible to the people who need it. For banks, NBFCs, insurers and wealth managers it also keeps a clean trail of who offered what to whom, and at what price.",
      ],
    },
    {
      kind: "cards",
      id: "features",
      heading: "Features",
      columns: 3,
      cards: [
        { title: "Lead management", body: "Capture leads from web forms, campaigns, partners and branch walk-ins, remove duplicates, score them and track every follow-up." },
        { title: "Contact management", body: "One record per person, with communication history, consents, documents and related accounts." },
        { title: "Account management", body: "Companies and households with their contacts, holdings, service requests and group hierarchy." },
        { title: "Opportunity management", body: "Stages, probabilities, expected values and close dates, with a pipeline board and forecasts." },
        { title: "Product management", body: "A catalogue of loans, cards, funds and policies, with variants, eligibility and required documents." },
        { title: "Price book", body: "Standard and segment prices, rates and fees with validity dates, and approvals for discounts." },
        { title: "Assignment rules", body: "Route leads and cases by product, region, language, channel or workload, with round-robin and escalation." },
      ],
    },
    {
      kind: "text",
      id: "implementation",
      heading: "How we implement it",
      paragraphs: [
        "We implement the CRM in one of two ways. Teams that want to own the stack get the CRM module of the Thor platform: Java/Spring Boot services, a React front end and PostgreSQL, running on Kubernetes in their own cloud account. Teams that prefer a CRM cloud get an implementation by our sister company Kairav Cloud, an ecosystem partner of a leading CRM cloud vendor since 2016.",
        "Either way the project follows the same steps: map the sales process and data; configure objects, stages and assignment rules; migrate existing leads and customers; integrate the core system, website and telephony; and train the teams. The first version goes live within 3 months, followed by dashboards and automation.",
      ],
    },
    {
      kind: "diagram",
      id: "crm-architecture",
      heading: "Architecture",
      intro: "Lead sources feed the CRM through APIs; the CRM keeps customers and products in step with core systems and feeds BI.",
      picture: {
        src: "/diagrams/customer-relationship-management/crm-architecture.svg",
        width: 960,
        height: 540,
        alt: "CRM architecture: website, campaigns, partners and branches send leads through an API layer into the CRM's lead, contact, account, opportunity and product services, which sync with core banking, email and telephony, and feed Power BI dashboards",
      },
      enlargeable: true,
    },
    {
      kind: "slider",
      id: "product-tour",
      heading: "Inside the CRM",
      intro: "Seven screens that sales teams and operations use every day.",
      label: "CRM screens",
      showDots: true,
      showArrows: true,
      slides: [
        slide(1, "sales-dashboard", "Sales dashboard", "Sales leaders see new leads, pipeline value by stage and this month's conversion at a glance.", "Browser dashboard with figures for new leads, pipeline value and conversion, and a bar chart of pipeline by stage"),
        slide(2, "lead-inbox", "Lead inbox", "Leads from every source land in one list with their source, score, owner and next follow-up.", "Browser table of leads with source, score, owner and follow-up date columns"),
        slide(3, "convert-lead", "Lead to customer", "A qualified lead converts into a contact, an account and an opportunity in one step, without re-typing.", "Browser dialog converting a lead into a contact, an account and an opportunity"),
        slide(4, "account-360", "Account 360", "The account page shows contacts, holdings, open opportunities, service requests and activity history together.", "Browser account page with contacts, holdings, opportunities and an activity timeline"),
        slide(5, "pipeline", "Opportunity pipeline", "Relationship managers move opportunities across stages on a board, and the forecast updates.", "Browser pipeline board with opportunity cards in qualify, proposal, negotiation and won columns"),
        slide(6, "price-book", "Products and price book", "Each product carries its prices, rates and fees from the price book, with validity dates per segment.", "Browser table of products with segment rates, fees and validity dates"),
        slide(7, "assignment-rules", "Assignment rules", "Operations set rules that route each lead by product, region and workload, without a developer.", "Browser rule editor with conditions on product and region and a round-robin assignment to a team"),
      ],
    },
    {
      kind: "list",
      id: "benefits",
      heading: "Benefits",
      style: "check",
      columns: 2,
      items: [
        { title: "Faster first response", body: "Automatic assignment puts each lead with the right person within minutes of it arriving." },
        { title: "No lost relationships", body: "Contacts, conversations and documents stay with the company when people change roles." },
        { title: "A forecast you can trust", body: "Stages and probabilities replace guesswork in the monthly sales review." },
        { title: "Consistent pricing", body: "One price book and discount approvals stop off-policy offers." },
        { title: "Audit-ready records", body: "Every offer, consent and interaction is logged for compliance reviews." },
        { title: "Connected to your systems", body: "Integration with core banking, onboarding and BI keeps customer data in step." },
      ],
    },
  ],
};
