import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "services",
  slug: "platform-development",
  title: "Platform Development & Digital Transformation",
  navLabel: "Platform Development",
  description:
    "API-first, cloud-native platforms built on our Thor modules: a first version live in 3 months, 60–70% less delivery effort, and L1–L3 support after launch.",
  lead: "We design, build and run API-first platforms for banks, NBFCs, wealth managers, travel and publishing firms. Ready Thor modules put a first version in front of users in 3 months.",
  sections: [
    {
      kind: "stats",
      id: "at-a-glance",
      stats: [
        { value: "60–70%", label: "less delivery effort with Thor modules" },
        { value: "3 months", label: "to a first production version" },
        { value: "25+", label: "large digital platforms managed" },
        { value: "5", label: "time zones covered by L1–L3 support" },
      ],
    },
    {
      kind: "list",
      id: "platforms-we-build",
      heading: "Platforms we build",
      intro: "New products designed API-first, so web, mobile and partner channels share one set of services from the first release.",
      columns: 2,
      items: [
        {
          title: "Greenfield platforms",
          body: "Multi-tenant products taken from discovery to production, with onboarding, payments, workflow and reporting modules already built on Thor.",
        },
        {
          title: "Web and mobile apps",
          body: "React and Next.js portals and React Native apps on shared APIs, so a feature reaches every channel in the same release.",
        },
        {
          title: "APIs and integrations",
          body: "REST and event-driven APIs on Kafka, connected to core banking, payment gateways, KYC bureaus and CRMs.",
        },
        {
          title: "Data platforms",
          body: "Pipelines, warehouses and dashboards that turn transaction data into daily reports for operations, finance and compliance.",
        },
      ],
    },
    {
      kind: "list",
      id: "transformation",
      heading: "Transforming what you already run",
      intro: "Modernise without a big-bang rewrite: the old system keeps serving customers while new services take over one function at a time.",
      columns: 2,
      items: [
        {
          title: "Legacy modernisation",
          body: "Monoliths split service by service behind an API gateway, with data kept in sync until each function is cut over.",
        },
        {
          title: "Cloud migration",
          body: "Workloads moved to AWS or Azure on Kubernetes, with infrastructure written in Terraform and reviewed like application code.",
        },
        {
          title: "Process digitisation",
          body: "Paper and email workflows replaced by configurable approval flows, e-signatures and a complete audit trail.",
        },
        {
          title: "Production support",
          body: "L1, L2 and L3 support across 5 time zones, with runbooks, on-call rotas and a monthly service review.",
        },
      ],
    },
    {
      kind: "diagram",
      id: "platform-layers",
      heading: "How a Thor-based platform is layered",
      intro: "Each layer has one job and talks to the next through documented APIs, so a channel or a service can change without touching the rest.",
      picture: {
        src: "/diagrams/platform-development/platform-layers.svg",
        width: 960,
        height: 540,
        alt: "Five stacked layers: channels (web portal, mobile app, partner APIs); API gateway (OAuth/OIDC, MFA, rate limits); business services (onboarding, payments, reporting); Thor modules (workflow, documents, audit trail); data and cloud (PostgreSQL, Kafka, Kubernetes).",
      },
      caption: "Business services are assembled from Thor modules; data and infrastructure underneath are managed as code.",
      enlargeable: true,
    },
    {
      kind: "list",
      id: "technical-highlights",
      heading: "Technical highlights",
      style: "check",
      columns: 2,
      items: [
        "API-first: every function is an OpenAPI-documented endpoint before it gets a screen.",
        "Multi-tenant by design, with per-tenant configuration, branding and data isolation.",
        "OAuth 2.0 / OpenID Connect, multi-factor authentication, and encryption at rest and in transit.",
        "Internal security audits twice a year, with findings tracked to closure.",
        "Event-driven integration on Kafka, so a slow partner system never blocks a customer journey.",
        "Infrastructure as code with Terraform and Helm: every environment can be rebuilt from the repository.",
        "CI/CD on Jenkins or GitHub Actions, with unit, API and UI tests gating each release.",
        "Prometheus metrics, Grafana dashboards and central logs from the first deployment.",
      ],
    },
    {
      kind: "diagram",
      id: "functional-architecture",
      heading: "Functional architecture",
      intro: "The same shape serves a lending platform, a wealth portal or a publishing workflow: channels in front, domain services in the middle, partners and data behind.",
      picture: {
        src: "/diagrams/platform-development/functional-architecture.svg",
        width: 960,
        height: 540,
        alt: "Functional architecture: customer web portal, mobile app and back office call an API gateway with OAuth and MFA; the gateway routes to domain services for onboarding and KYC, loans and payments, workflow and notifications; services connect to core banking, a payment gateway and KYC bureaus, publish events on Apache Kafka and store data in PostgreSQL, a data warehouse and object storage.",
      },
      caption: "Channels reach domain services only through the API gateway; services exchange events on Kafka and call partners through adapters.",
      enlargeable: true,
    },
    {
      kind: "cards",
      id: "customer-benefits",
      heading: "What you get",
      columns: 2,
      cards: [
        {
          title: "Months saved, not weeks",
          body: "Onboarding, workflow, notifications, documents and audit come ready from Thor, cutting delivery effort by 60–70% and putting a first version live in 3 months.",
        },
        {
          title: "Your code, your IP",
          body: "The source code and its intellectual property always belong to you. Repositories sit in your organisation from the first commit.",
        },
        {
          title: "Built for volume",
          body: "The same architecture carries about 10 TB of data, 100k+ customers and ~50M transactions on one of the platforms we run today.",
        },
        {
          title: "One team from build to run",
          body: "The engineers who build your platform also support it at L1, L2 and L3 across 5 time zones, so no knowledge is lost at handover.",
        },
      ],
    },
    {
      kind: "list",
      id: "tech-stack",
      heading: "Technology stack",
      columns: 3,
      items: [
        { title: "Front end", body: "React, Next.js, React Native, TypeScript, Tailwind CSS" },
        { title: "Back end", body: "Java with Spring Boot, Node.js, Python, REST and GraphQL" },
        { title: "Data", body: "PostgreSQL, MongoDB, Redis, Elasticsearch, Apache Kafka" },
        { title: "Cloud and DevOps", body: "AWS, Azure, Kubernetes, Docker, Terraform, Jenkins, GitHub Actions" },
        { title: "Security", body: "Keycloak, OAuth 2.0 / OpenID Connect, HashiCorp Vault, OWASP ZAP" },
        { title: "Observability", body: "Prometheus, Grafana, OpenSearch, OpenTelemetry" },
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Use cases",
      intro: "Three platforms we built and still run for our clients.",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "banking-finance-framework",
          title: "Banking and finance framework",
          tag: "Banking & finance",
          summary: "A reusable lending and onboarding framework that lets a mid-sized NBFC launch a new loan product in weeks instead of quarters.",
          aboutCompany:
            "A mid-sized NBFC in Mumbai offering personal, gold and small-business loans through 120 branches and a growing network of digital partners.",
          problemStatement: [
            "Each new loan product was built as a separate application, so a launch took 6–9 months of development.",
            "Customer, KYC and repayment data sat in four systems without shared identifiers, and month-end reconciliation was done by hand.",
            "Fintech partners wanted API access for co-lending, which the existing core system could not offer securely.",
          ],
          solutionImplementation: [
            "Built a product framework on Thor in Java and Spring Boot: loan products are configured (eligibility rules, fees, repayment schedules) rather than coded.",
            "Added a single customer record with digital KYC, e-sign and e-mandate flows, exposed through an API gateway with OAuth 2.0 and MFA.",
            "Connected the core lending system, credit bureaus and the payment gateway through Kafka-based adapters.",
            "Deployed on Kubernetes in AWS with Terraform and Jenkins pipelines, and took over L1–L3 support after go-live.",
          ],
          results: [
            "First version live in 3 months; the next two loan products took 5 weeks each.",
            "60–70% less delivery effort per new product than the one-application-per-product approach.",
            "Month-end reconciliation reduced from 4 days of spreadsheet work to an automated overnight job.",
          ],
          image: {
            src: "/diagrams/platform-development/use-case-banking-finance-framework.svg",
            width: 640,
            height: 400,
            alt: "Loan products configured on the Thor framework flow into a digital lending app; first version live in 3 months.",
          },
        },
        {
          id: "print-publishing-usa",
          title: "Print and publishing platform in the USA",
          tag: "Print & publishing",
          summary: "A title-production platform for a US publisher, including 5 TB of archived documents migrated to the cloud in 2–3 weeks.",
          aboutCompany:
            "A mid-sized book and journal publisher in the USA with a back catalogue of more than 40,000 titles, printed through three partner printers.",
          problemStatement: [
            "Manuscripts, proofs and print orders moved by email and shared drives, so nobody could see where a title stood in production.",
            "About 5 TB of archived PDFs, artwork and rights documents sat on ageing file servers with no search.",
            "Each partner printer received orders in a different format, and misread specifications caused costly reprints.",
          ],
          solutionImplementation: [
            "Built a title-production workflow on Thor, from manuscript to print-ready file, with role-based approvals and an audit trail.",
            "Migrated the archive to Amazon S3 with automated metadata extraction and OpenSearch full-text search.",
            "Standardised print orders as a JSON API, with a PDF job ticket generated for each partner printer.",
            "Delivered a React editorial portal and Node.js services on AWS, released through GitHub Actions pipelines.",
          ],
          results: [
            "5 TB of documents migrated in 2–3 weeks, with checksums verified file by file.",
            "Time from final manuscript to print-ready file reduced from 7 weeks to 4.",
            "Reprints caused by misread specifications fell from 11 to 1 over the first two quarters.",
          ],
          image: {
            src: "/diagrams/platform-development/use-case-print-publishing-usa.svg",
            width: 640,
            height: 400,
            alt: "A 5 TB document archive moved to Amazon S3 with search, feeding print-ready titles; migrated in 2–3 weeks.",
          },
        },
        {
          id: "online-travel-data-platform",
          title: "Online travel data platform in the UAE",
          tag: "Travel",
          summary: "A data platform of about 10 TB that gives an online travel company one view of 100k+ customers and ~50M transactions.",
          aboutCompany:
            "An online travel company in the UAE selling flights, hotels and holiday packages to leisure and corporate customers across the Gulf.",
          problemStatement: [
            "Bookings, payments and customer data lived in separate supplier, payment and CRM systems, each with its own reports.",
            "Finance matched supplier invoices to bookings by hand, and revenue figures differed from team to team.",
            "Marketing could not segment customers by trip history because the data had never been joined.",
          ],
          solutionImplementation: [
            "Built ingestion with Kafka and Apache Airflow, pulling bookings, payments and CRM events every 15 minutes.",
            "Designed a lakehouse on Databricks with raw, cleaned and curated layers and a customer-360 model keyed on one traveller ID.",
            "Automated supplier reconciliation in PySpark jobs, with exceptions routed to the finance team.",
            "Published Power BI dashboards for revenue, margin by route and customer segments, with row-level security.",
          ],
          results: [
            "About 10 TB of data, 100k+ customers and ~50M transactions in one governed platform.",
            "Daily revenue figures ready by 8 a.m. instead of after a two-day manual close.",
            "Supplier reconciliation effort reduced by 70%.",
          ],
          image: {
            src: "/diagrams/platform-development/use-case-online-travel-data-platform.svg",
            width: 640,
            height: 400,
            alt: "Travel bookings and payments flow into one data platform and out to daily dashboards: about 10 TB, 100k+ customers, ~50M transactions.",
          },
        },
      ],
    },
  ],
};
