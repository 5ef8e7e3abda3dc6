// Draws the industry pages' diagrams and use-case illustrations, and the
// life-at-Kairav illustration, into public/diagrams/<slug>/.
// Run: npx tsx scripts/content-art/industries/generate.ts
import { resolve } from "node:path";
import { columnsDiagram, save as saveFile, useCaseArt } from "./lib.ts";

const root = resolve(import.meta.dirname, "../../../public/diagrams");

// Banking & Finance
save("banking-and-finance/banking-platform.svg", columnsDiagram(
  "Banking platform: channels, Thor modules and core systems",
  [
    { title: "Channels", icon: "phone", items: ["Web & mobile apps", "Branch & DSA assisted", "Chatbot & WhatsApp"] },
    { title: "Thor modules", icon: "gear", items: ["Onboarding & eKYC", "Video KYC", "Multi-factor auth", "Rules & workflow"] },
    { title: "Core & partners", icon: "bank", items: ["Core banking & LOS", "Credit bureaus", "Payments & e-mandate", "CRM & data platform"] },
  ],
  "Indian cloud regions · Kubernetes · Terraform · security audits twice a year",
));
save("banking-and-finance/nbfc-onboarding.svg", useCaseArt(
  "NBFC customer onboarding: apply on a phone, eKYC and Video KYC, loan account created",
  [
    { icon: "phone", label: "Apply on web or app" },
    { icon: "idcard", label: "eKYC, PAN & Video KYC" },
    { icon: "bank", label: "Loan account in the LOS" },
  ],
  [
    { value: "15 min", label: "to onboard 4 in 5 applicants" },
    { value: "18%", label: "drop-off, down from 41%" },
    { value: "3 months", label: "to first version live" },
  ],
));
save("banking-and-finance/wealth-mfa.svg", useCaseArt(
  "Multi-factor authentication for a wealth manager: sign-in, face and voice check, risk-based approval",
  [
    { icon: "user", label: "Client signs in" },
    { icon: "shield", label: "Face & voice check" },
    { icon: "lock", label: "Risk-based step-up" },
  ],
  [
    { value: "0", label: "account takeovers in 12 months" },
    { value: "< 20 s", label: "median step-up check" },
    { value: "70%", label: "fewer call-back checks" },
  ],
));

// Healthcare & Pharma
save("healthcare-and-pharma/healthcare-platform.svg", columnsDiagram(
  "Healthcare platform: data sources, billing and automation, insight",
  [
    { title: "Sources", icon: "document", items: ["Hospital HIS & EMR", "Insurer & TPA portals", "Pharmacy & lab systems"] },
    { title: "Platform", icon: "gear", items: ["Billing & payments", "RPA bots on UiPath", "OCR for claim papers", "Patient & field apps"] },
    { title: "Insight", icon: "chart", items: ["Receivables dashboards", "Claim status alerts", "Power BI on Snowflake"] },
  ],
  "Encryption at rest and in transit · role-based access · audit logs",
));
save("healthcare-and-pharma/hospital-billing.svg", useCaseArt(
  "Hospital billing and payments: patient and TPA bills, UPI and card payment links, automatic reconciliation",
  [
    { icon: "heart", label: "Patient & TPA bills" },
    { icon: "card", label: "UPI & card payment links" },
    { icon: "chart", label: "Automatic reconciliation" },
  ],
  [
    { value: "41 days", label: "receivables, down from 68" },
    { value: "Same day", label: "bank reconciliation" },
    { value: "1,200 h", label: "of portal checks saved a month" },
  ],
));
save("healthcare-and-pharma/pharma-field-apps.svg", useCaseArt(
  "Pharma field-force apps: field reporting, sample tracking and product training",
  [
    { icon: "phone", label: "Field reporting app" },
    { icon: "archive", label: "Sample tracking" },
    { icon: "cap", label: "Product training" },
  ],
  [
    { value: "3 apps", label: "live in 4 months" },
    { value: "Same day", label: "call reports, not weekly" },
    { value: "60%", label: "fewer sample mismatches" },
  ],
));

// Travel & Tourism
save("travel-and-tourism/travel-platform.svg", columnsDiagram(
  "Travel platform: supply, booking platform and sales channels",
  [
    { title: "Supply", icon: "globe", items: ["GDS & airline NDC", "Hotel bed banks", "Transfers & activities"] },
    { title: "Platform", icon: "gear", items: ["Search & pricing", "Booking & ticketing", "Payments & wallets", "Markups & credit"] },
    { title: "Channels", icon: "users", items: ["B2C web & apps", "B2B agent portal", "Corporate booking"] },
  ],
  "Auto-scaling on Kubernetes · Redis fare cache · support in 5 time zones",
));
save("travel-and-tourism/travel-data-platform.svg", useCaseArt(
  "Travel data platform: four booking engines feed a lake on S3 and Databricks, reported in Power BI",
  [
    { icon: "suitcase", label: "4 booking engines" },
    { icon: "database", label: "Lake on S3 + Databricks" },
    { icon: "chart", label: "Power BI dashboards" },
  ],
  [
    { value: "~10 TB", label: "of travel data" },
    { value: "100k+", label: "customers in one view" },
    { value: "~50M", label: "transactions" },
  ],
));
save("travel-and-tourism/b2b-booking-portal.svg", useCaseArt(
  "B2B booking portal: 150+ supplier partners, one search and booking API, 500+ enterprise customers",
  [
    { icon: "globe", label: "Supply partners" },
    { icon: "gear", label: "Search, price & book API" },
    { icon: "users", label: "Enterprise customers" },
  ],
  [
    { value: "< 2 min", label: "per quote, was 4 hours" },
    { value: "< 3 s", label: "p95 search at peak" },
    { value: "3 months", label: "to first version" },
  ],
));

// Print & Publishing
save("print-and-publish/publishing-pipeline.svg", columnsDiagram(
  "Publishing pipeline: ingest, process, store and publish to print, e-book and web",
  [
    { title: "Ingest", icon: "document", items: ["Manuscripts", "Scans & archives", "Author XML"] },
    { title: "Process", icon: "gear", items: ["OCR & tagging", "Editorial workflow", "Rights checks"] },
    { title: "Store", icon: "database", items: ["Headless CMS", "DAM on S3", "Search index"] },
    { title: "Publish", icon: "printer", items: ["Print-ready PDF", "EPUB 3 e-books", "Web & apps"] },
  ],
  "One source, every channel · Python · AWS Textract · OpenSearch · React",
));
save("print-and-publish/document-migration.svg", useCaseArt(
  "Document migration: legacy file servers and DMS, OCR and checks, S3 archive with search",
  [
    { icon: "archive", label: "Legacy files & DMS" },
    { icon: "search", label: "OCR, tags & checksums" },
    { icon: "cloud", label: "S3 archive with search" },
  ],
  [
    { value: "5 TB+", label: "migrated in under 3 weeks" },
    { value: "100%", label: "of files checksum-verified" },
    { value: "Seconds", label: "to find a title, not hours" },
  ],
));

// Mutual Funds Distributor
save("mutual-fund-distributor/distributor-platform.svg", columnsDiagram(
  "Mutual fund distributor platform: onboard, transact and track, advise and grow",
  [
    { title: "Onboard", icon: "user", items: ["KYC check via KRA", "e-sign & FATCA", "e-mandate for SIPs"] },
    { title: "Transact", icon: "gear", items: ["BSE & NSE order routing", "RTA feeds & CAS parsing", "Portfolio & XIRR"] },
    { title: "Advise", icon: "chart", items: ["Goal-based plans", "Client app & reports", "Advisor training"] },
  ],
  "Thor modules: eKYC · wealth management · financial planning · LMS",
));
save("mutual-fund-distributor/advisor-education.svg", useCaseArt(
  "Advisor education platform: vernacular lessons, NISM Series V-A mock tests, mentoring and ARN workflow",
  [
    { icon: "cap", label: "Vernacular lessons" },
    { icon: "document", label: "NISM V-A mock tests" },
    { icon: "users", label: "Mentor & ARN workflow" },
  ],
  [
    { value: "300+", label: "advisors created" },
    { value: "71%", label: "first-attempt pass rate" },
    { value: "3 months", label: "to launch" },
  ],
));
save("mutual-fund-distributor/portfolio-reporting.svg", useCaseArt(
  "Portfolio reporting: CAMS and KFintech feeds, a portfolio and XIRR engine, a client app for SIPs",
  [
    { icon: "database", label: "RTA feeds & CAS files" },
    { icon: "chart", label: "Portfolio & XIRR engine" },
    { icon: "phone", label: "Client app & SIPs" },
  ],
  [
    { value: "9,000", label: "clients on the app in 6 months" },
    { value: "2x", label: "clients per operations person" },
    { value: "30%", label: "more new SIPs in year one" },
  ],
));

// Labor, Office & Factory Law Compliance
save("labour-and-office/compliance-engine.svg", columnsDiagram(
  "Compliance platform: HR and contractor inputs, a state-wise rules engine, registers, returns and licences",
  [
    { title: "Inputs", icon: "users", items: ["HRMS & payroll", "Attendance & shifts", "Contractor challans"] },
    { title: "Rules engine", icon: "gear", items: ["Central acts & Labour Codes", "State shops & factory rules", "Due-date calendar"] },
    { title: "Outputs", icon: "clipboard", items: ["Registers & returns", "Licence renewals", "Alerts & scorecards"] },
  ],
  "Every action logged: who, what, when · evidence kept per establishment",
));
save("labour-and-office/compliance-platform.svg", useCaseArt(
  "Compliance platform for a manufacturer: plants and offices in 9 states, registers, returns and licences, audit trail",
  [
    { icon: "factory", label: "Sites in 9 states" },
    { icon: "clipboard", label: "Registers & returns" },
    { icon: "shield", label: "Audit trail & evidence" },
  ],
  [
    { value: "0", label: "late licence renewals in year 1" },
    { value: "2 days", label: "audit prep, was 3 weeks" },
    { value: "120+", label: "contractors tracked" },
  ],
));

// Life at Kairav
save("life-at-kairav/growth-path.svg", useCaseArt(
  "Growth at Kairav: join with a mentor, learn on a budget, lead a module",
  [
    { icon: "user", label: "Join with a mentor" },
    { icon: "book", label: "Learn on a budget" },
    { icon: "star", label: "Lead a module" },
  ],
  [
    { value: "6 months", label: "of one-to-one mentoring" },
    { value: "₹50,000", label: "learning budget a year" },
    { value: "25+", label: "live platforms to work on" },
  ],
));

function save(relative: string, svg: string) {
  saveFile(root, relative, svg);
}
