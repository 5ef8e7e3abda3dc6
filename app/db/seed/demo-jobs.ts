import type { EmploymentType, JobStatus } from "#app/db/schema.ts";

/*
 * Demo job openings seeded on first start. Dates are relative to the day of seeding so that a
 * fresh install never shows openings that expired long ago (job pages emit validThrough).
 */

export interface DemoJob {
  jobTitle: string;
  postTitle: string;
  summary: string;
  experience: string;
  salary: string | null;
  openings: number;
  location: string;
  availability: string;
  employmentType: EmploymentType;
  status: JobStatus;
  /** Days before the seeding date on which the opening was posted. */
  postedDaysAgo: number;
  /** Days the opening stays valid, counted from the posting date. */
  validForDays: number;
  /** In display order. */
  requirements: readonly string[];
}

export const demoJobs: readonly DemoJob[] = [
  {
    jobTitle: "Senior Full-Stack Engineer",
    postTitle: "Senior Full-Stack Engineer (React, Node.js, TypeScript), Pune",
    summary:
      "Build customer journeys for banks and wealth managers on the Thor platform: onboarding flows, dashboards and the APIs behind them. You will own features from the API contract to production monitoring, and review code for a team of four.",
    experience: "5-8 years",
    salary: "₹18–26 LPA",
    openings: 2,
    location: "Pune, India",
    availability: "Within 30 days",
    employmentType: "FULL_TIME",
    status: "open",
    postedDaysAgo: 12,
    validForDays: 60,
    requirements: [
      "5+ years building web applications with React and TypeScript",
      "Production experience with Node.js APIs (Express, Fastify or NestJS)",
      "Comfortable with PostgreSQL: schema design, indexes, reading query plans",
      "Writes automated tests at unit, API and browser level",
      "Has designed or consumed APIs described with OpenAPI",
      "Experience with AWS or Azure deployments is an advantage",
      "Clear written English for design notes and client communication",
    ],
  },
  {
    jobTitle: "DevOps Engineer",
    postTitle: "DevOps Engineer (Kubernetes, AWS, Terraform), Pune",
    summary:
      "Run and improve the Kubernetes platforms behind our clients' lending and payments systems. You will work on GitOps pipelines, observability and cost control across more than 25 managed platforms.",
    experience: "3-5 years",
    salary: null,
    openings: 2,
    location: "Pune, India",
    availability: "Immediate",
    employmentType: "FULL_TIME",
    status: "open",
    postedDaysAgo: 20,
    validForDays: 60,
    requirements: [
      "3+ years operating Kubernetes in production (EKS, AKS or self-managed)",
      "Infrastructure as code with Terraform",
      "CI/CD pipelines with GitHub Actions, GitLab CI or Jenkins; Argo CD is a plus",
      "Monitoring with Prometheus and Grafana, and on-call experience",
      "Linux administration and shell scripting",
      "Working knowledge of AWS networking and IAM",
    ],
  },
  {
    jobTitle: "Power BI Developer",
    postTitle: "Power BI Developer (DAX, data modelling), Pune",
    summary:
      "Design semantic models and dashboards for finance, operations and sales teams at our clients. You will work with business users to turn recurring decisions into reports they actually open.",
    experience: "2-4 years",
    salary: "₹8–12 LPA",
    openings: 1,
    location: "Pune, India",
    availability: "Within 30 days",
    employmentType: "FULL_TIME",
    status: "open",
    postedDaysAgo: 8,
    validForDays: 45,
    requirements: [
      "2+ years building Power BI reports and datasets",
      "Strong DAX and star-schema data modelling",
      "SQL for data preparation (SQL Server, PostgreSQL or Snowflake)",
      "Row-level security and deployment pipelines in Power BI Service",
      "Able to run requirement workshops with business users",
    ],
  },
  {
    jobTitle: "RPA Developer",
    postTitle: "RPA Developer (UiPath), Pune",
    summary:
      "Automate finance and operations back-office processes for our clients with UiPath: invoice processing, reconciliations, report preparation. You will design exception handling with the people who will use it.",
    experience: "3-6 years",
    salary: null,
    openings: 3,
    location: "Pune, India",
    availability: "Within 30 days",
    employmentType: "FULL_TIME",
    status: "open",
    postedDaysAgo: 15,
    validForDays: 60,
    requirements: [
      "3+ years developing automations with UiPath Studio and Orchestrator",
      "UiPath Advanced Developer certification or equivalent experience",
      "Document Understanding or other OCR-based extraction in production",
      "Experience automating ERP screens (SAP, Oracle or Tally)",
      "Queue-based, restartable workflow design",
      "Basic .NET or Python for custom activities",
    ],
  },
  {
    jobTitle: "QA Automation Engineer",
    postTitle: "QA Automation Engineer (Playwright, API testing), Pune",
    summary:
      "Build and maintain layered test suites for banking and wealth-tech applications: API and contract tests first, a focused set of browser journeys on top, all running in CI.",
    experience: "2-5 years",
    salary: "₹7–11 LPA",
    openings: 2,
    location: "Pune, India",
    availability: "Immediate",
    employmentType: "FULL_TIME",
    status: "open",
    postedDaysAgo: 5,
    validForDays: 45,
    requirements: [
      "2+ years of test automation in TypeScript or Java",
      "Browser automation with Playwright or Selenium",
      "API testing with REST clients and contract tests",
      "Integrating test suites into CI pipelines",
      "Good understanding of test data management",
    ],
  },
  {
    jobTitle: "Solutions Consultant, Digital Banking",
    postTitle: "Solutions Consultant, Digital Banking (onboarding and video KYC), Dubai",
    summary:
      "Work with banks and finance companies in the Gulf region to shape digital onboarding and video KYC programmes on the Thor platform, from discovery workshops to solution design and proposals.",
    experience: "6-10 years",
    salary: "AED 22,000–28,000 per month",
    openings: 1,
    location: "Dubai, UAE",
    availability: "Within 60 days",
    employmentType: "FULL_TIME",
    status: "open",
    postedDaysAgo: 25,
    validForDays: 90,
    requirements: [
      "6+ years in banking technology, as a consultant, business analyst or architect",
      "Hands-on knowledge of customer onboarding and KYC processes",
      "Able to run discovery workshops and write solution proposals",
      "Understanding of API-based integration with core banking systems",
      "Experience presenting to senior business and IT stakeholders",
      "Arabic is an advantage but not required",
    ],
  },
  {
    jobTitle: "Pre-Sales Engineer",
    postTitle: "Pre-Sales Engineer, Cloud and Data Services, United States",
    summary:
      "Support our US sales team with technical discovery, demonstrations and estimates for cloud, data and automation engagements, working closely with delivery teams in Pune.",
    experience: "4-7 years",
    salary: "$95,000–115,000 per year",
    openings: 1,
    location: "United States (remote, Eastern time)",
    availability: "Within 30 days",
    employmentType: "FULL_TIME",
    status: "open",
    postedDaysAgo: 18,
    validForDays: 60,
    requirements: [
      "4+ years in a pre-sales, solutions engineering or technical consulting role",
      "Working knowledge of AWS or Azure, Kubernetes and modern data platforms",
      "Able to build effort estimates with delivery teams",
      "Strong written and spoken communication",
      "Authorised to work in the United States",
    ],
  },
  {
    jobTitle: "Data Engineer (Contract)",
    postTitle: "Data Engineer, 6-month contract (Spark, Delta Lake), Pune",
    summary:
      "Join a lakehouse programme for a travel client: build batch and streaming pipelines, data quality checks and medallion-layer tables on object storage.",
    experience: "3-6 years",
    salary: null,
    openings: 2,
    location: "Pune, India (hybrid)",
    availability: "Immediate",
    employmentType: "CONTRACTOR",
    status: "open",
    postedDaysAgo: 3,
    validForDays: 30,
    requirements: [
      "3+ years building data pipelines with Spark (PySpark or Scala)",
      "Delta Lake or another open table format (Iceberg, Hudi)",
      "Strong SQL, including MERGE-based incremental loads",
      "Kafka or another streaming platform",
      "Data quality checks as code",
      "Available for a 6-month engagement",
    ],
  },
  {
    jobTitle: "Graduate Engineer Trainee",
    postTitle: "Graduate Engineer Trainee, 2026 batch, Pune",
    summary:
      "A 6-month paid internship for engineering graduates, rotating through QA, cloud operations and application development, with a full-time offer for those who complete it well.",
    experience: "0-1 years",
    salary: "₹25,000 per month (stipend)",
    openings: 4,
    location: "Pune, India",
    availability: "Within 60 days",
    employmentType: "INTERN",
    status: "open",
    postedDaysAgo: 30,
    validForDays: 75,
    requirements: [
      "B.E., B.Tech or MCA, graduating in 2025 or 2026",
      "Programming fundamentals in one of Java, Python or JavaScript",
      "Basic SQL",
      "Willing to work from the Pune office",
    ],
  },
  {
    jobTitle: "Business Analyst, Lending",
    postTitle: "Business Analyst, Lending Platforms, Pune",
    summary:
      "Gathered requirements for loan origination and collections journeys at NBFC clients. This opening has been filled.",
    experience: "4-6 years",
    salary: null,
    openings: 1,
    location: "Pune, India",
    availability: "Immediate",
    employmentType: "FULL_TIME",
    status: "closed",
    postedDaysAgo: 150,
    validForDays: 60,
    requirements: [
      "4+ years as a business analyst on lending or banking projects",
      "Writing user stories with clear acceptance criteria",
      "Process mapping for loan origination and collections",
      "Working with QA teams on user acceptance testing",
    ],
  },
];
