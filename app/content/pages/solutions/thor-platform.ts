import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "solutions",
  slug: "thor-platform",
  title: "Thor Platform",
  description:
    "Thor is an API-first, multi-tenant platform of foundation, business and domain modules that takes a financial-services product live in 3 months.",
  lead: "An API-first, multi-tenant platform of ready modules, from log shipping and payments to eKYC and lending, so your team builds only what is specific to your business and the first version goes live in 3 months.",
  listing: {
    summary: "An API-first, multi-tenant platform of foundation, business and domain modules that takes a new product live in 3 months.",
    image: { src: "/diagrams/solutions-listing/thor-platform.svg", width: 640, height: 400, alt: "Stacked platform layers with channel icons connected to an API gateway" },
  },
  sections: [
    {
      kind: "text",
      id: "why-api-first",
      eyebrow: "Why API first",
      heading: "Every channel runs on the same tested services",
      paragraphs: [
        "When the mobile app, the web portal, the chatbot and the partner integrations each carry their own business logic, every rule change ships four times and the channels drift apart. An API-first platform puts that logic behind versioned APIs once, and every channel, yours or a partner's, calls the same services.",
        "Thor is built that way from the ground up. Each module publishes REST APIs documented in OpenAPI and events on Kafka, runs as a container on Kubernetes, and keeps each tenant's data separate in PostgreSQL. Your product team composes modules instead of rebuilding onboarding, payments or notifications, which is how our clients cut delivery effort by 60–70%.",
        "What we build for you is yours: the IP in the source code always belongs to the customer, and the platform runs in your own AWS or Azure account.",
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      heading: "Benefits of going API first",
      columns: 3,
      cards: [
        {
          title: "First version in 3 months",
          body: "Start from working onboarding, payments, notification and admin modules, and spend the first sprints on the features that set your product apart.",
        },
        {
          title: "60–70% less delivery effort",
          body: "Reused modules arrive tested, documented and already running in production on the more than 25 large digital platforms we manage.",
        },
        {
          title: "One backend for every channel",
          body: "Android, iOS, web, chatbot and partner integrations call the same versioned services, so a rule changes once and applies everywhere.",
        },
        {
          title: "Multi-tenant from day one",
          body: "Separate data, branding, configuration and admin users per tenant, so brands, subsidiaries or white-label clients share one deployment.",
        },
        {
          title: "Security built in",
          body: "OAuth 2.0 and OpenID Connect, role-based access, encryption at rest and in transit, a secure vault, and internal security audits twice a year.",
        },
        {
          title: "Proven at scale",
          body: "Runs a data platform of about 10 TB with 100k+ customers and about 50M transactions, with autoscaling and L1, L2 and L3 production support.",
        },
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Platforms built on Thor",
      intro: "Four products our clients run on Thor. Open one to see the problem, what we built and the result.",
      buttonLabel: "View Details",
      useCases: [
        {
          id: "nbfc-digital-lending",
          title: "Digital lending platform for an NBFC",
          tag: "Lending",
          summary:
            "A mid-sized NBFC in Mumbai moved personal and MSME loans from branch paperwork to a mobile journey with decisions inside a day.",
          aboutCompany:
            "A mid-sized NBFC in Mumbai with around 60 branches, lending personal and MSME loans to salaried and self-employed borrowers across western India.",
          problemStatement: [
            "Loan files moved between branch, credit and operations on paper, and a typical application took 7–10 days to reach a decision.",
            "Each product kept its eligibility rules in a separate spreadsheet, so a policy change took weeks to reach every branch.",
            "The NBFC wanted a mobile channel for borrowers and direct selling agents without replacing its loan management system.",
          ],
          solutionImplementation: [
            "Assembled the borrower journey from Thor's eKYC, lending and document modules: PAN and Aadhaar-based eKYC, bank statement upload and loan agreements signed with e-sign.",
            "Moved eligibility and pricing rules into the lending module's rule tables, which the credit team edits in the tenant admin portal.",
            "Built Android and iOS apps in React Native and an agent web portal in React, all calling the same Java/Spring Boot APIs.",
            "Connected the existing loan management system and a credit bureau through the integration module's adapters, with events on Kafka.",
            "Deployed on Amazon EKS with Terraform and handed over runbooks for L1, L2 and L3 support.",
          ],
          results: [
            "First version live in 3 months, with the borrower app and the agent portal released together.",
            "Median time to a credit decision down from 7–10 days to under 24 hours.",
            "About 65% less delivery effort than the NBFC's estimate for building from scratch.",
          ],
          image: {
            src: "/diagrams/thor-platform/use-case-lending.svg",
            width: 640,
            height: 400,
            alt: "Illustration of a loan application on a phone passing eKYC, rules and e-sign checks before a credit decision",
          },
        },
        {
          id: "wealth-management-platform",
          title: "Advisor and investor platform for a wealth manager",
          tag: "Wealth management",
          summary:
            "A wealth management firm gave its advisors one platform for onboarding, planning and transactions, and created 300+ advisors on it.",
          aboutCompany:
            "A wealth management and mutual fund distribution firm in Pune that serves high-net-worth families through in-house relationship managers and a network of sub-brokers.",
          problemStatement: [
            "Advisors switched between a CRM, a planning spreadsheet and a transaction portal for every client meeting.",
            "Setting up a new advisor or sub-broker took weeks of manual work and classroom training.",
            "Client portfolios could not be seen in one place across fund houses.",
          ],
          solutionImplementation: [
            "Rolled out Thor's wealth management, financial planning and eKYC modules, with one tenant per advisory brand.",
            "Used the LMS business module for advisor certification courses and the master data module for schemes, NAVs and client records.",
            "Added a React web portal for advisors and a React Native app for investors, with portfolios consolidated from transaction feeds.",
            "Configured the tenant admin portal so the operations team creates advisors, assigns clients and sets permissions without developers.",
          ],
          results: [
            "300+ advisors created and working on the platform.",
            "Advisor setup reduced from weeks to a same-day task for operations.",
            "Advisor portal, investor app and admin portal delivered in 4 months.",
          ],
          image: {
            src: "/diagrams/thor-platform/use-case-wealth.svg",
            width: 640,
            height: 400,
            alt: "Illustration of an advisor dashboard with a portfolio chart linked to investor phones",
          },
        },
        {
          id: "invoice-payables-automation",
          title: "Invoice payables automation for a distributor",
          tag: "Finance operations",
          summary:
            "A consumer-goods distributor in Gujarat replaced manual invoice entry with OCR, three-way matching and approval workflows on Thor.",
          aboutCompany:
            "A consumer-goods distributor in Gujarat that buys from about 400 suppliers and supplies retailers across three states.",
          problemStatement: [
            "Accounts payable staff keyed more than 6,000 supplier invoices a month into the ERP by hand.",
            "Matching invoices with purchase orders and goods receipts happened in spreadsheets, and early-payment discounts were missed.",
            "Suppliers phoned the team every day to ask about payment status.",
          ],
          solutionImplementation: [
            "Deployed Thor's invoice payables automation module, with OCR reading PDF and scanned invoices from a shared mailbox.",
            "Matched each invoice against purchase orders and goods receipts pulled from the ERP, and routed exceptions to approvers.",
            "Ran UiPath bots from the RPA module to post approved invoices into ERP screens that had no API.",
            "Gave suppliers a self-service status portal, reached through short URLs and QR codes printed on remittance advice.",
          ],
          results: [
            "About 80% of invoices posted without manual keying.",
            "Invoice processing time down from 6 days to under 2 days.",
            "Supplier status calls more than halved within the first quarter.",
          ],
          image: {
            src: "/diagrams/thor-platform/use-case-payables.svg",
            width: 640,
            height: 400,
            alt: "Illustration of invoices read by OCR, matched against a purchase order and approved for payment",
          },
        },
        {
          id: "insurance-distribution",
          title: "Quote-and-buy platform for an insurance broker",
          tag: "Insurance",
          summary:
            "An insurance broker in the UAE launched online motor, health and travel journeys, with Thor's insurance, eCommerce and payments modules doing the heavy lifting.",
          aboutCompany:
            "An insurance broker in Dubai that places motor, health and travel cover with several insurers for retail and small-business customers.",
          problemStatement: [
            "Staff collected quotes from insurer portals by hand and emailed them to customers, which took a business day or more.",
            "There was no way to buy or pay online, so price-comparing customers went to aggregators.",
            "Policy documents and customer IDs were scattered across email inboxes.",
          ],
          solutionImplementation: [
            "Built quote-and-buy journeys on Thor's insurance module, calling insurers' rating APIs in parallel and showing comparable quotes.",
            "Used the eCommerce and payments modules for the cart, card payments and receipts, and the secure vault for Emirates ID and policy documents.",
            "Sent WhatsApp and email updates through the foundation messaging and chat services.",
            "Hosted on Azure in the UAE region on AKS, with Terraform and GitHub Actions pipelines.",
          ],
          results: [
            "Motor quotes returned in under 2 minutes instead of a business day.",
            "Motor, health and travel journeys live in 4 months.",
            "ID and policy documents for every active customer moved into one encrypted vault.",
          ],
          image: {
            src: "/diagrams/thor-platform/use-case-insurance.svg",
            width: 640,
            height: 400,
            alt: "Illustration of three insurer quotes compared side by side with a card payment completing the purchase",
          },
        },
      ],
    },
    {
      kind: "list",
      id: "key-highlights",
      heading: "Key highlights",
      intro: "Thor is organised in three layers of modules, with admin portals on top and your cloud underneath.",
      columns: 2,
      items: [
        {
          title: "Foundation services",
          body: "Identity and access, notifications, log shipping to your observability stack, chat, short URLs, QR codes, file storage and scheduling: the plumbing every product needs.",
        },
        {
          title: "Business modules",
          body: "Master data, a learning management system (LMS), an eCommerce catalogue and cart, and payments with gateway adapters and reconciliation.",
        },
        {
          title: "Domain modules",
          body: "eKYC, wealth management, financial planning, lending, insurance, inventory management, invoice payables automation and supply chain automation.",
        },
        {
          title: "Admin portals for two teams",
          body: "A platform admin portal where your engineering and operations team manages tenants, releases and health, and a tenant admin portal where each business manages its users, products, rules and content.",
        },
        {
          title: "Open integration",
          body: "REST APIs documented in OpenAPI, webhooks and Kafka events, with adapters for core banking, ERP, CRM, payment gateways and credit bureaus.",
        },
        {
          title: "Cloud and DevOps ready",
          body: "Containers on Kubernetes, infrastructure in Terraform, CI/CD on Jenkins or GitHub Actions, deployed on AWS or Azure in your account.",
        },
      ],
    },
    {
      kind: "diagram",
      id: "platform-architecture",
      heading: "How Thor fits together",
      intro: "Channels call one API gateway, modules sit in three layers, and every tenant's data stays separate.",
      picture: {
        src: "/diagrams/thor-platform/platform-architecture.svg",
        width: 960,
        height: 540,
        alt: "Thor platform layers: web, mobile, chatbot and partner channels call an API gateway; below it sit the platform and tenant admin portals, domain modules, business modules and foundation services, all running on Kubernetes on AWS or Azure",
      },
      caption: "From channels at the top to your cloud account at the bottom.",
      enlargeable: true,
    },
    {
      kind: "cards",
      id: "foundation-modules",
      heading: "Platform modules",
      intro: "Pick the modules you need. Each runs as its own service with its own APIs, data and release cycle.",
      columns: 4,
      cards: [
        { title: "Foundation", body: "Identity, roles, notifications by SMS, email and WhatsApp, log shipping, chat, short URLs and QR codes." },
        { title: "SaaS", body: "Tenant provisioning, subscription plans, usage metering, and per-tenant branding and configuration." },
        { title: "Content", body: "A headless CMS for pages, FAQs, banners and documents, with versions and scheduled publishing." },
        { title: "RPA", body: "UiPath and Automation Anywhere bots, triggered from platform workflows, for systems without APIs." },
        { title: "Security", body: "OAuth 2.0 and OpenID Connect, multi factor authentication, role-based access and audit trails." },
        { title: "Secure Vault", body: "Encrypted storage for keys, secrets and customer documents, with access logs and retention rules." },
        { title: "Workflow", body: "Approval flows, maker-checker, SLAs and escalations, configured in the tenant admin portal." },
        { title: "Analytics", body: "Event streams into Snowflake or Databricks, with Power BI and Tableau dashboards per tenant." },
        { title: "Integration", body: "Adapters for core banking, ERP, CRM, payment gateways and credit bureaus, with retries and dead-letter queues." },
        { title: "Mobile SDK", body: "React Native components for onboarding, payments and secure login, themed for each tenant." },
      ],
    },
  ],
};
