import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "industries",
  slug: "healthcare-and-pharma",
  title: "Healthcare & Pharma",
  description:
    "Billing and payment platforms, RPA for insurer portals, patient and field-force apps, and Power BI analytics for hospitals and pharma companies.",
  lead: "We help hospitals, clinics and pharmaceutical companies get paid faster and run leaner: billing and payment platforms, bots for insurer portals, and the apps their patients and field teams use every day.",
  sections: [
    {
      kind: "text",
      id: "challenges",
      eyebrow: "The challenge",
      heading: "Care is digital at the bedside and manual in the back office",
      paragraphs: [
        "A hospital may run a modern HIS and imaging stack, yet still bill insurers and third-party administrators (TPAs) by downloading statements, typing claim numbers into a dozen portals and reconciling payments in spreadsheets. Receivables stretch past two months and finance teams spend their days chasing status rather than fixing denials.",
        "Pharmaceutical companies face the same gap in the field: medical representatives report calls on paper or in separate apps, samples are tracked in spreadsheets, and product training happens in classrooms that a dispersed team can rarely attend.",
      ],
    },
    {
      kind: "list",
      id: "pain-points",
      heading: "What we hear from healthcare and pharma teams",
      style: "check",
      columns: 2,
      items: [
        { title: "Slow cash collection", body: "Insurance, TPA and corporate bills each follow a different process, and patients still queue at counters to pay." },
        { title: "Portal overload", body: "Every insurer and TPA has its own portal; checking claim status by hand takes thousands of staff hours a month." },
        { title: "Paper-heavy claims", body: "Discharge summaries, prescriptions and bills arrive as scans that someone re-keys before a claim can move." },
        { title: "Fragmented field data", body: "Call reports, sample stock and doctor lists live in different tools, so sales leaders see last week's numbers." },
        { title: "Sensitive data everywhere", body: "Patient records need encryption, role-based access and audit logs that stand up to regulators and partners." },
        { title: "Small IT teams", body: "Hospitals and mid-sized pharma companies rarely have the engineers to build and run these systems themselves." },
      ],
    },
    {
      kind: "cards",
      id: "what-we-build",
      heading: "What we build for hospitals and pharma companies",
      columns: 3,
      cards: [
        {
          title: "Billing and payment platforms",
          body: "One billing engine for cash, insurance, TPA and corporate patients, with payment links and automatic reconciliation.",
          points: ["Java/Spring Boot, PostgreSQL", "UPI, cards and net banking via payment gateway APIs", "Daily matching against bank statements"],
        },
        {
          title: "RPA for insurer and TPA portals",
          body: "Bots that log in to payer portals, pull claim status and settlement advice, and update your HIS.",
          points: ["UiPath or Automation Anywhere", "Exception queues for staff, not inboxes", "Scheduled runs with audit logs"],
        },
        {
          title: "Document processing",
          body: "OCR and classification for discharge summaries, bills and prescriptions, so claim files assemble themselves.",
          points: ["AWS Textract or Azure AI Document Intelligence", "Confidence scores routed for human review", "Searchable archive on encrypted storage"],
        },
        {
          title: "Patient and doctor apps",
          body: "Appointment booking, reports, payments and teleconsultation in one app for patients and one for doctors.",
          points: ["React Native for iOS and Android", "Video consultations on Jitsi", "Reminders by SMS and WhatsApp"],
        },
        {
          title: "Field-force and training apps",
          body: "Offline-first apps for medical representatives: call reporting, sample tracking and product training.",
          points: ["Thor's master data, inventory and LMS modules", "Works without signal, syncs later", "Manager dashboards by territory"],
        },
        {
          title: "Analytics",
          body: "Receivables, claim denials, bed occupancy and secondary sales in dashboards people open every morning.",
          points: ["Power BI or Tableau", "Snowflake as the warehouse", "Row-level security by hospital or region"],
        },
      ],
    },
    {
      kind: "diagram",
      id: "platform-overview",
      heading: "From scattered sources to one view of money and claims",
      intro: "Data comes in from hospital systems, payer portals and pharmacies; the platform bills, collects and automates; finance and sales teams see the result the same day.",
      picture: {
        src: "/diagrams/healthcare-and-pharma/healthcare-platform.svg",
        width: 960,
        height: 540,
        alt: "Three columns joined by arrows: sources (hospital HIS and EMR, insurer and TPA portals, pharmacy and lab systems) feed a platform (billing and payments, RPA bots on UiPath, OCR for claim papers, patient and field apps), which feeds insight (receivables dashboards, claim status alerts, Power BI on Snowflake). A footer notes encryption at rest and in transit, role-based access and audit logs.",
      },
      enlargeable: true,
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Healthcare & pharma use cases",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "hospital-billing-payments",
          title: "Billing and payments platform for a hospital group",
          tag: "Healthcare billing",
          summary: "One billing engine with payment links, claim-status bots and daily reconciliation cut receivables from 68 to 41 days.",
          aboutCompany:
            "A group of six multi-speciality hospitals in western India, treating cash, insured and corporate patients across about 1,400 beds.",
          problemStatement: [
            "Each hospital billed insured and TPA patients differently, and the finance team reconciled payments against bank statements in spreadsheets over three days each month.",
            "Staff checked claim status by logging in to more than 20 insurer and TPA portals by hand.",
            "Patients could pay only at hospital counters, and receivables averaged 68 days.",
          ],
          solutionImplementation: [
            "Built a central billing service in Java/Spring Boot on PostgreSQL, integrated with the group's HIS for charges and discharge events.",
            "Added payment links by SMS and WhatsApp with UPI, cards and net banking through a payment gateway's APIs, plus instalment plans for large bills.",
            "Deployed UiPath bots that log in to insurer and TPA portals nightly, collect claim status and settlement advice, and update each claim, sending only exceptions to staff.",
            "Automated reconciliation by matching gateway settlements and bank statement lines to invoices every day.",
            "Gave finance a Power BI dashboard of receivables by payer, hospital and ageing bucket.",
          ],
          results: [
            "Receivables fell from 68 to 41 days within nine months.",
            "Bank reconciliation now closes on the same day instead of taking three days a month.",
            "About 1,200 staff hours a month of manual portal checks were removed, and 35% of patient payments now arrive through payment links.",
          ],
          image: {
            src: "/diagrams/healthcare-and-pharma/hospital-billing.svg",
            width: 640,
            height: 400,
            alt: "Flow from patient and TPA bills, to UPI and card payment links, to automatic reconciliation, with results: receivables down from 68 to 41 days, same-day bank reconciliation, 1,200 hours of portal checks saved a month.",
          },
        },
        {
          id: "pharma-field-force-apps",
          title: "Field-force and training apps for a pharma manufacturer",
          tag: "Pharma",
          summary: "Three offline-first apps for field reporting, sample tracking and product training, delivered in 4 months.",
          aboutCompany:
            "A mid-sized pharmaceutical manufacturer in Gujarat with about 1,500 medical representatives selling to doctors and chemists across India.",
          problemStatement: [
            "Representatives submitted call reports weekly on spreadsheets, so managers saw last week's activity.",
            "Physician samples were tracked by hand, and quarterly stock counts rarely matched what had been issued.",
            "New product training ran in regional classrooms that many representatives missed.",
          ],
          solutionImplementation: [
            "Built three React Native apps on shared Node.js APIs and PostgreSQL, all working offline and syncing when a signal returns.",
            "Used Thor's master data module for doctors, chemists and territories, its inventory module for sample issue and returns, and its LMS for short product lessons and quizzes.",
            "Added manager dashboards in Power BI for calls, coverage and sample stock by territory.",
            "Ran the apps on AWS with automated tests in GitHub Actions and Playwright for the web admin.",
          ],
          results: [
            "All three apps were delivered and live in 4 months.",
            "Call reports now arrive the same day instead of weekly.",
            "Sample stock mismatches at quarterly counts fell by 60%.",
          ],
          image: {
            src: "/diagrams/healthcare-and-pharma/pharma-field-apps.svg",
            width: 640,
            height: 400,
            alt: "The three apps in sequence, field reporting, sample tracking and product training, with results: 3 apps live in 4 months, same-day call reports instead of weekly, 60% fewer sample mismatches.",
          },
        },
      ],
    },
  ],
};
