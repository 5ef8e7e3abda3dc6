import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "services",
  slug: "cloud-management",
  title: "Cloud Management",
  description:
    "Cloud management on AWS, Azure and Kubernetes: infrastructure as code, CI/CD, monitoring, cost control and L1–L3 support across 5 time zones.",
  lead: "We run cloud platforms the way we build them: everything in code, monitored around the clock and reviewed for cost every month. More than 25 large digital platforms are in our care today.",
  sections: [
    {
      kind: "stats",
      id: "at-a-glance",
      stats: [
        { value: "25+", label: "large digital platforms managed" },
        { value: "L1–L3", label: "production support, 24x7" },
        { value: "5", label: "time zones covered" },
        { value: "2", label: "internal security audits every year" },
      ],
    },
    {
      kind: "list",
      id: "services",
      heading: "Cloud management services",
      columns: 2,
      items: [
        {
          title: "Cloud migration",
          body: "Assessment, landing zone and phased moves to AWS, Azure or Google Cloud: rehost, replatform or refactor, decided workload by workload.",
        },
        {
          title: "Infrastructure as code",
          body: "Networks, clusters, databases and IAM in Terraform modules, reviewed in pull requests and applied by pipeline.",
        },
        {
          title: "CI/CD and DevOps",
          body: "Build, test and deploy pipelines on Jenkins, GitHub Actions or GitLab CI, with blue-green and canary releases.",
        },
        {
          title: "Monitoring and observability",
          body: "Metrics, logs and traces in Prometheus, Grafana and OpenSearch, with alerts routed to the engineer on call.",
        },
        {
          title: "Cost optimisation",
          body: "Tagging, rightsizing, reserved capacity and autoscaling, with a monthly cost review against budget.",
        },
        {
          title: "Security and compliance",
          body: "Least-privilege IAM, secrets in Vault, patching, vulnerability scans and internal audits twice a year.",
        },
        {
          title: "Managed operations",
          body: "L1, L2 and L3 support across 5 time zones, with runbooks, incident reports and agreed response times.",
        },
        {
          title: "Backup and disaster recovery",
          body: "Automated backups, cross-region replicas and restore drills against documented recovery time and recovery point objectives.",
        },
      ],
    },
    {
      kind: "diagram",
      id: "framework",
      heading: "Our cloud management framework",
      intro: "Five stages, with security, governance and support applied at every one of them.",
      picture: {
        src: "/diagrams/cloud-management/framework.svg",
        width: 960,
        height: 540,
        alt: "Cloud management framework in five stages: assess workloads, cost and risk; design a landing zone in Terraform; migrate by rehosting or refactoring; operate with CI/CD and 24x7 L1 to L3 support; optimise by rightsizing and autoscaling, looping back to operate at each monthly review. Security and governance (IAM, policy as code, audits twice a year) and support across 5 time zones span all stages.",
      },
      caption: "Assess and design once; operate and optimise continuously, with a cost and reliability review every month.",
      enlargeable: true,
    },
    {
      kind: "cards",
      id: "key-tenets",
      heading: "Key tenets",
      columns: 3,
      cards: [
        {
          title: "Everything as code",
          body: "Infrastructure, pipelines, dashboards and alerts live in Git. If it is not in the repository, it does not exist in production.",
        },
        {
          title: "Automate the repeatable",
          body: "Deployments, scaling, patching and backups run without a person at the keyboard; people handle the exceptions.",
        },
        {
          title: "Observe before you scale",
          body: "Every service ships with metrics, logs and alerts, so capacity decisions rest on data rather than guesses.",
        },
        {
          title: "Least privilege by default",
          body: "Role-based access, short-lived credentials and no shared admin accounts, checked at every audit.",
        },
        {
          title: "Cost is a metric",
          body: "Spend is tagged by team and product and reviewed monthly, next to uptime and latency.",
        },
        {
          title: "Design for failure",
          body: "Multi-zone deployments, tested restores and a runbook for every alert that can wake someone up.",
        },
      ],
    },
    {
      kind: "table",
      id: "technology",
      heading: "Technologies we manage",
      columns: ["Technology", "Description"],
      rows: [
        ["AWS", "EC2, EKS, RDS, S3, Lambda and CloudFront, with landing zones built on AWS Organizations and Control Tower."],
        ["Microsoft Azure", "AKS, App Service, Azure SQL and Blob Storage, governed with Azure Policy."],
        ["Google Cloud", "GKE, Cloud Run, Cloud SQL and BigQuery for data-heavy workloads."],
        ["Kubernetes", "Managed clusters with Helm charts, autoscaling and network policies."],
        ["Docker", "Container images built in CI, scanned for vulnerabilities and signed before release."],
        ["Terraform", "Reusable modules for networks, clusters, databases and IAM, with remote state and drift checks."],
        ["Ansible", "Configuration and patching of virtual machines that are not yet containerised."],
        ["Jenkins and GitHub Actions", "Build, test and deploy pipelines with approval gates before production."],
        ["Prometheus and Grafana", "Metrics, dashboards and alert rules for infrastructure and applications."],
        ["OpenSearch", "Central log collection, search and retention for every environment."],
        ["HashiCorp Vault", "Secrets, certificates and database credentials issued on demand and rotated automatically."],
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Use cases",
      intro: "Four cloud engagements, from the first pipeline to round-the-clock operations.",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "automated-ci-cd-pipeline",
          title: "Automated CI/CD pipeline",
          tag: "Fintech",
          summary: "From a fortnightly, six-hour manual release to automated deployments several times a day, with automatic rollback.",
          aboutCompany:
            "A digital payments and lending company in Bengaluru running 40 microservices for merchants and borrowers.",
          problemStatement: [
            "Releases were assembled and deployed by hand every two weeks, inside a 6-hour maintenance window.",
            "Environments had drifted apart, so defects appeared in production that testing had never seen.",
            "Rolling back a bad release meant restoring a database backup.",
          ],
          solutionImplementation: [
            "Standardised builds in GitHub Actions with unit-test, API-test and container-scan stages for every service.",
            "Defined every environment in Terraform and Helm, so staging mirrors production.",
            "Introduced GitOps deployments to Amazon EKS with Argo CD, canary releases and automatic rollback on error-rate alerts.",
            "Moved database changes into Flyway migrations that run and are verified inside the pipeline.",
          ],
          results: [
            "Release frequency up from once a fortnight to several times a day.",
            "Deployment time down from 6 hours to under 20 minutes, with no maintenance window.",
            "Failed releases rolled back automatically in under 5 minutes.",
          ],
          image: {
            src: "/diagrams/cloud-management/use-case-automated-ci-cd-pipeline.svg",
            width: 640,
            height: 400,
            alt: "A commit is built and tested automatically, then deployed to Amazon EKS; deployments take under 20 minutes.",
          },
        },
        {
          id: "cloud-cost-optimization",
          title: "Cloud cost optimization",
          tag: "Travel",
          summary: "Tagging, rightsizing and savings plans that cut a travel company's monthly AWS bill by 38% without slowing the site.",
          aboutCompany:
            "An online travel company whose booking traffic peaks sharply around holidays and sales, running on AWS across two regions.",
          problemStatement: [
            "The monthly cloud bill had grown 45% in a year while traffic grew 15%.",
            "Resources were not tagged, so nobody could say which product or team drove the cost.",
            "Capacity was sized for the holiday peak all year round.",
          ],
          solutionImplementation: [
            "Enforced a tagging policy through Terraform modules and AWS Organizations service control policies.",
            "Rightsized EC2 instances and RDS databases using 90 days of CloudWatch metrics.",
            "Added the Kubernetes cluster autoscaler and Spot Instances for stateless services, and Savings Plans for the steady baseline.",
            "Set S3 lifecycle rules for logs and backups, and started a monthly FinOps review with cost dashboards per product.",
          ],
          results: [
            "Monthly cloud spend down 38% within three months, with no change in p95 response times.",
            "100% of resources tagged to a product and an owner.",
            "Peak-season capacity added automatically and released within hours of the peak.",
          ],
          image: {
            src: "/diagrams/cloud-management/use-case-cloud-cost-optimization.svg",
            width: 640,
            height: 400,
            alt: "AWS spend tagged and rightsized, with savings plans for the baseline; monthly spend down 38%.",
          },
        },
        {
          id: "infra-application-monitoring",
          title: "Infrastructure and application monitoring",
          tag: "Banking & finance",
          summary: "Metrics, traces and journey checks that let a housing finance company see incidents in minutes, before its customers do.",
          aboutCompany:
            "A housing finance company in western India with a loan origination platform, a customer app and 30 partner integrations.",
          problemStatement: [
            "Most incidents were first reported by customers or branch staff, often an hour after they began.",
            "Logs sat on individual servers, so diagnosing a failed loan application meant logging in to several machines.",
            "Three separate tools raised alerts, and no alert had a named owner.",
          ],
          solutionImplementation: [
            "Collected infrastructure and application metrics in Prometheus, with Grafana dashboards per service.",
            "Instrumented services with OpenTelemetry traces and centralised logs in OpenSearch.",
            "Defined service-level objectives for login, loan application and payment journeys, with synthetic checks every minute.",
            "Routed alerts through Alertmanager to the L1 engineer on call, each with a runbook link and an escalation path to L2 and L3.",
          ],
          results: [
            "Mean time to detect down from about 40 minutes to under 3 minutes.",
            "Mean time to resolve down 55%.",
            "9 in 10 incidents now detected before a customer reports them.",
          ],
          image: {
            src: "/diagrams/cloud-management/use-case-infra-application-monitoring.svg",
            width: 640,
            height: 400,
            alt: "Applications and infrastructure send metrics and traces that raise on-call alerts; issues detected in under 3 minutes.",
          },
        },
        {
          id: "operations-and-security",
          title: "Operations and security",
          tag: "Wealth management",
          summary: "Round-the-clock operations and a tightened security baseline for a wealth platform that answers to regulators and auditors.",
          aboutCompany:
            "A wealth management platform used by investors and around 300 partner distributors across India.",
          problemStatement: [
            "Security questionnaires from partners and auditors took weeks to answer because controls were not documented.",
            "Engineers shared admin accounts, and patching happened when someone found time.",
            "There was no support cover outside Indian business hours.",
          ],
          solutionImplementation: [
            "Took over operations with L1, L2 and L3 support across 5 time zones, runbooks and monthly service reports.",
            "Redesigned access with single sign-on, MFA and least-privilege roles; moved secrets into HashiCorp Vault.",
            "Automated patching with Ansible and weekly image rebuilds; added Trivy and OWASP ZAP scans to every pipeline.",
            "Enabled AWS GuardDuty and Security Hub, and began internal security audits twice a year.",
          ],
          results: [
            "99.95% monthly uptime over the last 12 months, with 24x7 cover.",
            "Critical vulnerabilities patched within 72 hours instead of several weeks.",
            "Shared admin accounts reduced from 14 to zero; audit findings closed within 30 days.",
          ],
          image: {
            src: "/diagrams/cloud-management/use-case-operations-and-security.svg",
            width: 640,
            height: 400,
            alt: "Single sign-on with MFA, audits twice a year and 24x7 L1 to L3 support; 99.95% monthly uptime.",
          },
        },
      ],
    },
  ],
};
