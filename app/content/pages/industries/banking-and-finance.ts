import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "industries",
  slug: "banking-and-finance",
  title: "Banking & Finance",
  description:
    "Digital onboarding, Video KYC, lending and wealth platforms for banks and NBFCs, built on Thor modules with a first version live in 3 months.",
  lead: "We build and run the onboarding, KYC, lending and wealth platforms that banks, NBFCs and wealth managers put in front of their customers: first version live in 3 months, supported at L1, L2 and L3 after go-live.",
  sections: [
    {
      kind: "text",
      id: "challenges",
      eyebrow: "The challenge",
      heading: "Customers compare you with their best app, regulators with the rulebook",
      paragraphs: [
        "A borrower who can order groceries in ten minutes expects a loan decision or an account on the same phone, the same day. Most banks and NBFCs still run that journey across paper forms, branch visits and a core system built for batch files.",
        "At the same time every journey has to satisfy RBI's KYC directions, Video KYC (V-CIP) rules, data-localisation requirements and the auditors who check them. The result is a backlog where each new product waits months for integration work, and compliance changes compete with growth features.",
      ],
    },
    {
      kind: "list",
      id: "friction-points",
      heading: "Where the friction shows up",
      style: "check",
      columns: 2,
      items: [
        { title: "Onboarding drop-off", body: "Applicants who abandon at document upload or a branch visit rarely come back; every extra step costs conversions." },
        { title: "Legacy core and LOS", body: "Core banking and loan origination systems with batch interfaces turn each new product into a multi-month integration." },
        { title: "Moving regulation", body: "KYC, V-CIP and data-retention rules change, and each change touches journeys, audit trails and storage." },
        { title: "Identity fraud", body: "SIM-swap and account-takeover attacks get past OTP alone, especially on high-value transactions." },
        { title: "Data in silos", body: "CRM, LOS, core and call-centre data do not join up, so nobody sees a customer's full relationship or risk." },
        { title: "Run costs", body: "Each channel has its own vendor, release cycle and support desk, and incidents bounce between them." },
      ],
    },
    {
      kind: "cards",
      id: "what-we-build",
      heading: "What we build for banks, NBFCs and wealth managers",
      intro: "Each solution starts from Thor's tested modules rather than a blank repository, which cuts delivery effort by 60–70%. You own the source code from the first commit.",
      columns: 3,
      cards: [
        {
          title: "Digital customer onboarding",
          body: "Configurable journeys for accounts, loans and investments that customers finish in minutes, with pause and resume.",
          points: ["PAN and Aadhaar-based eKYC, DigiLocker, e-sign", "Rules per product and regulation, no code release", "Drop-out nudges by SMS, email and WhatsApp"],
        },
        {
          title: "Video KYC",
          body: "Agent-assisted V-CIP with geo-tagging, liveness checks and recorded sessions kept in Indian cloud regions.",
          points: ["Jitsi video on your own cloud", "Agent, reviewer and supervisor consoles", "Scheduling and tracking in your CRM"],
        },
        {
          title: "Lending platforms",
          body: "Loan origination from lead to disbursal, connected to the core through APIs and events instead of nightly files.",
          points: ["Bureau pulls and a rules-based decision engine", "Java/Spring Boot services, Kafka events", "e-mandate and collections workflows"],
        },
        {
          title: "Advanced multi-factor authentication",
          body: "Face and voice authentication with device binding on top of OTP, stepped up only when the risk calls for it.",
          points: ["Liveness checks against photo and replay attacks", "Risk scoring per transaction", "APIs for web, mobile and branch apps"],
        },
        {
          title: "Wealth and financial planning",
          body: "Goal-based planning, portfolio views and advisor tools for wealth managers and relationship teams.",
          points: ["React web and React Native apps", "Portfolio analytics and client reports", "Built on Thor's wealth management module"],
        },
        {
          title: "Data, BI and regulatory MIS",
          body: "A single data platform for management, risk and regulatory reporting instead of spreadsheets stitched together.",
          points: ["Snowflake or Databricks, dbt pipelines", "Power BI dashboards with row-level security", "Reconciled daily against source systems"],
        },
      ],
    },
    {
      kind: "diagram",
      id: "platform-architecture",
      heading: "How the pieces fit",
      intro: "Channels talk to Thor's modules through one API layer; the modules talk to your core, bureaus and payment rails. New products reuse the same building blocks.",
      picture: {
        src: "/diagrams/banking-and-finance/banking-platform.svg",
        width: 960,
        height: 540,
        alt: "Three columns joined by arrows: channels (web and mobile apps, branch and DSA assisted, chatbot and WhatsApp) feed Thor modules (onboarding and eKYC, Video KYC, multi-factor authentication, rules and workflow), which connect to core systems and partners (core banking and LOS, credit bureaus, payments and e-mandate, CRM and data platform). A footer notes Indian cloud regions, Kubernetes, Terraform and security audits twice a year.",
      },
      caption: "Runs on AWS or Azure in Indian regions, provisioned with Terraform on Kubernetes.",
      enlargeable: true,
    },
    {
      kind: "stats",
      id: "figures",
      heading: "What that means in practice",
      stats: [
        { value: "60–70%", label: "less delivery effort with Thor modules" },
        { value: "3 months", label: "to a first production version" },
        { value: "Twice a year", label: "internal security audits" },
        { value: "L1 · L2 · L3", label: "production support after go-live" },
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Banking & finance use cases",
      intro: "Two recent engagements, with the numbers the clients track.",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "nbfc-customer-onboarding",
          title: "Digital customer onboarding for a mid-sized NBFC",
          tag: "NBFC lending",
          summary: "Paper-based loan onboarding replaced with eKYC and Video KYC journeys: 4 in 5 applicants now finish in about 15 minutes.",
          aboutCompany:
            "A mid-sized NBFC in Mumbai that lends to salaried customers and small businesses through about 120 branches and a network of direct selling agents.",
          problemStatement: [
            "Onboarding depended on physical documents collected by agents and couriered to a central operations team, taking four to five days per applicant.",
            "Around 41% of applicants who started an application never completed it.",
            "Incomplete or inconsistent KYC records had been flagged in the previous internal audit.",
            "The loan origination system accepted only batch uploads, so status updates reached branches a day late.",
          ],
          solutionImplementation: [
            "Deployed Thor's onboarding module as a React web journey and a React Native app for agents, with rules configured per product: personal loans, business loans and loans against property.",
            "Integrated PAN verification, Aadhaar-based eKYC and DigiLocker document fetch, with e-sign for the loan agreement.",
            "Added Video KYC for cases that need it, using a Jitsi server hosted in the NBFC's AWS Mumbai account, with agent and reviewer consoles and recorded sessions.",
            "Connected to the loan origination system through REST APIs and Kafka events, so branches see each status change as it happens.",
            "Set up drop-out nudges by SMS and WhatsApp, plus pause and resume so an applicant can finish later from any device.",
          ],
          results: [
            "First version live in 3 months; 4 in 5 applicants now complete onboarding in about 15 minutes.",
            "Drop-off fell from 41% to 18% within two quarters.",
            "The following internal audit found no incomplete KYC records for applications made on the new journey.",
          ],
          image: {
            src: "/diagrams/banking-and-finance/nbfc-onboarding.svg",
            width: 640,
            height: 400,
            alt: "Flow from applying on web or app, to eKYC, PAN and Video KYC, to a loan account in the LOS, with results: about 15 minutes to onboard 4 in 5 applicants, drop-off down from 41% to 18%, first version live in 3 months.",
          },
        },
        {
          id: "wealth-manager-mfa",
          title: "Face and voice authentication for a wealth manager",
          tag: "Wealth management",
          summary: "Risk-based face and voice checks on top of OTP stopped account takeovers and cut manual call-back checks by 70%.",
          aboutCompany:
            "A wealth management firm in Bengaluru serving about 40,000 high-net-worth clients through relationship managers, a web portal and a mobile app.",
          problemStatement: [
            "Nine account-takeover attempts in one year had used SIM swaps to receive OTPs and request redemptions.",
            "Relationship managers called clients back to confirm every large redemption, delaying orders by hours.",
            "Clients travelling abroad often could not receive SMS OTPs at all.",
          ],
          solutionImplementation: [
            "Added Thor's advanced multi-factor authentication module: face recognition with liveness detection and voice authentication from a short spoken passphrase.",
            "Bound each client's sign-in to registered devices and scored every transaction for risk, so a face or voice check appears only for unusual devices, locations or amounts.",
            "Exposed the checks as Java/Spring Boot APIs used by the web portal, the mobile app and the relationship managers' desktop tool.",
            "Stored biometric templates encrypted in the firm's AWS account, never raw images, and logged every decision for audit.",
          ],
          results: [
            "No successful account takeovers in the 12 months after launch, against nine attempts the year before.",
            "A stepped-up check takes under 20 seconds at the median.",
            "Manual call-back checks for redemptions fell by 70%.",
          ],
          image: {
            src: "/diagrams/banking-and-finance/wealth-mfa.svg",
            width: 640,
            height: 400,
            alt: "Flow from client sign-in, to a face and voice check, to a risk-based step-up, with results: no account takeovers in 12 months, a median step-up check under 20 seconds, 70% fewer call-back checks.",
          },
        },
      ],
    },
  ],
};
