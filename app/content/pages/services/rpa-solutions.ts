import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "services",
  slug: "rpa-solutions",
  title: "RPA Solutions",
  description:
    "RPA on UiPath, Automation Anywhere and Power Automate: software bots for data entry, KYC checks, invoices and portal scraping, each with a full audit trail.",
  lead: "Software bots take over the repetitive, rule-based work your teams do between systems: copying data, checking documents, downloading reports. Your people keep the exceptions and the decisions.",
  sections: [
    {
      kind: "cards",
      id: "benefits",
      heading: "What automation changes",
      columns: 3,
      cards: [
        {
          title: "Hours back",
          body: "Bots run high-volume, rule-based tasks around the clock; teams typically get back 60–70% of the time those tasks took.",
        },
        {
          title: "Fewer errors",
          body: "The same rules are applied every time, so keying mistakes and missed fields drop out of the process.",
        },
        {
          title: "Faster turnaround",
          body: "Work queued overnight is done by morning; customers wait minutes, not days, for routine requests.",
        },
        {
          title: "A full audit trail",
          body: "Every bot action is logged with its time and inputs, which makes internal and regulatory audits simpler.",
        },
        {
          title: "Scale without hiring",
          body: "Month-end and seasonal peaks are met by adding bot runs, not temporary staff.",
        },
        {
          title: "No system rewrite",
          body: "Bots work through existing screens, portals and APIs, so legacy systems stay as they are.",
        },
      ],
    },
    {
      kind: "list",
      id: "common-use-cases",
      heading: "Common use cases",
      intro: "Good candidates are frequent, rule-based and digital at both ends.",
      style: "check",
      columns: 2,
      items: [
        "Data entry and migration between ERP, CRM and core systems",
        "Invoice capture, three-way matching and posting",
        "Customer onboarding, KYC document checks and account opening",
        "Collecting prices, claims or market data from portals and websites",
        "Bank, payment and ledger reconciliation",
        "Scheduled report generation and distribution",
        "Email and ticket triage, with attachments filed in the right system",
        "Employee onboarding and access requests",
      ],
    },
    {
      kind: "diagram",
      id: "delivery-framework",
      heading: "Our RPA delivery framework",
      intro: "A bot reaches production only after its process is measured, documented and tested against real exceptions.",
      picture: {
        src: "/diagrams/rpa-solutions/delivery-framework.svg",
        width: 960,
        height: 540,
        alt: "RPA delivery framework in six stages: 1 discover (shortlist tasks by volume and rules), 2 assess (score hours saved and exceptions), 3 design (process and bot design documents), 4 build and test (bots tested on real exception cases), 5 deploy (queues, secrets and runbooks), 6 monitor (dashboards, alerts and monthly tuning). A typical first bot goes live in 4 to 6 weeks.",
      },
      caption: "Every bot gets an owner, a runbook and a monthly review of its success rate and exceptions.",
      enlargeable: true,
    },
    {
      kind: "list",
      id: "tools",
      heading: "Tools we use",
      columns: 3,
      items: [
        { title: "UiPath", body: "Studio, Orchestrator and Document Understanding for enterprise-scale bots." },
        { title: "Automation Anywhere", body: "Automation 360 cloud bots, with document automation for forms and invoices." },
        { title: "Microsoft Power Automate", body: "Desktop and cloud flows for organisations on Microsoft 365." },
        { title: "Blue Prism", body: "For clients that already run a Blue Prism digital workforce." },
        { title: "Python, Selenium and Playwright", body: "Code-first browser automation and scraping where a licence is not justified." },
        { title: "OCR and document AI", body: "Tesseract, Azure AI Document Intelligence and ABBYY for reading IDs, invoices and forms." },
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Use cases",
      intro: "Five bots in production, and what they changed.",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "healthcare-portal-scraping",
          title: "Web portal scraping for a healthcare provider",
          tag: "Healthcare",
          summary: "Bots that check claim status on 20+ insurer portals every day, so billing staff work only on the claims that need them.",
          aboutCompany:
            "A multi-specialty hospital group in India with 6 hospitals, billing treatments to more than 20 insurers and third-party administrators.",
          problemStatement: [
            "Billing staff logged in to 20+ insurer and TPA portals every day to check claim status, each with its own layout and login steps.",
            "Queries and shortfall deductions were spotted days late, which delayed payments.",
            "Managers had no consolidated view of outstanding claims by insurer.",
          ],
          solutionImplementation: [
            "Built UiPath bots that log in to each portal on a schedule, with credentials held as Orchestrator assets.",
            "Extracted claim status, query reasons and settled amounts, and normalised them into one SQL Server table.",
            "Raised a task for the billing team whenever a portal showed a query or a shortfall.",
            "Published a daily dashboard of outstanding claims by insurer, age and amount.",
          ],
          results: [
            "About 3,000 claim statuses checked every day without manual logins.",
            "Status checking reduced from five people full-time to one person handling exceptions.",
            "Average time to respond to an insurer query down from 6 days to 1.",
          ],
          image: {
            src: "/diagrams/rpa-solutions/use-case-healthcare-portal-scraping.svg",
            width: 640,
            height: 400,
            alt: "UiPath bots read 20+ insurer portals and fill one claim status table; about 3,000 claims checked daily.",
          },
        },
        {
          id: "id-verification-ocr",
          title: "ID verification with OCR",
          tag: "Banking & finance",
          summary: "OCR and rule checks that verify borrower IDs in minutes, with 85% of documents needing no human touch.",
          aboutCompany:
            "A microfinance lender in eastern India onboarding about 15,000 borrowers a month through field agents.",
          problemStatement: [
            "Agents photographed ID documents in the field, and a back-office team typed the details into the loan system.",
            "Typing errors caused KYC rejections and re-work, and the backlog ran to 3–4 days.",
            "Poor photos were found only after the agent had left the village.",
          ],
          solutionImplementation: [
            "Built an Automation Anywhere bot that picks up each upload as it arrives.",
            "Extracted name, date of birth and ID number with Azure AI Document Intelligence and a custom-trained model.",
            "Applied validation rules (ID formats, age limits, match with the application) and called the verification API.",
            "Routed low-confidence results to a reviewer queue and told the agent at once when a photo had to be retaken.",
          ],
          results: [
            "85% of ID documents processed with no human touch.",
            "Verification time down from 3–4 days to under 10 minutes.",
            "KYC rejections caused by data-entry errors down by 90%.",
          ],
          image: {
            src: "/diagrams/rpa-solutions/use-case-id-verification-ocr.svg",
            width: 640,
            height: 400,
            alt: "An ID photo is read by OCR and checked by rules to produce a verified borrower; 85% processed with no human touch.",
          },
        },
        {
          id: "market-data-scraping",
          title: "Market data scraping",
          tag: "Wealth management",
          summary: "Scheduled scrapers that collect prices, NAVs and announcements from 40+ sources before the research desk starts work.",
          aboutCompany:
            "The research desk of a wealth management firm that publishes daily notes on equities, mutual funds and bonds for its advisors.",
          problemStatement: [
            "Six analysts spent the first two hours of each day copying prices, NAVs and corporate announcements from public websites.",
            "Each source used a different format, and copy errors occasionally reached published notes.",
            "Historical data was scattered across personal spreadsheets.",
          ],
          solutionImplementation: [
            "Wrote Python and Playwright scrapers for 40+ public sources, respecting each site's terms and rate limits.",
            "Scheduled and monitored the runs in Apache Airflow, with retries and alerts on failure.",
            "Validated and stored the data in PostgreSQL, flagging outliers and missing values for review.",
            "Fed the clean data to the analysts' Excel models and a Power BI market dashboard.",
          ],
          results: [
            "Data from 40+ sources ready by 8 a.m. every trading day.",
            "About 2 hours saved per analyst per day across a desk of six.",
            "No copy errors in published notes since go-live.",
          ],
          image: {
            src: "/diagrams/rpa-solutions/use-case-market-data-scraping.svg",
            width: 640,
            height: 400,
            alt: "Playwright scrapers collect data from 40+ sources for daily research; data ready by 8 a.m.",
          },
        },
        {
          id: "customer-onboarding-automation",
          title: "Customer onboarding automation",
          tag: "Banking & finance",
          summary: "A bot that opens small-business accounts across screening, core banking and CRM, cutting handling time from 45 minutes to 8.",
          aboutCompany:
            "A regional bank in India opening savings and current accounts for small businesses through branches and a web form.",
          problemStatement: [
            "Each application was keyed into three systems: AML screening, core banking and the CRM.",
            "Handling took about 45 minutes per account, and keying errors delayed activation.",
            "Branch staff spent more time on data entry than with customers.",
          ],
          solutionImplementation: [
            "Built UiPath bots that read each application from the onboarding portal.",
            "Ran sanctions and AML screening through the screening API; any hit goes to a compliance officer.",
            "Created the customer record and account in core banking through its terminal screens, then the CRM record.",
            "Sent the welcome email and kit request, and logged every step for audit.",
          ],
          results: [
            "Handling time per account down from 45 minutes to 8.",
            "Same-day activation for 90% of applications.",
            "Operations staff moved from data entry to customer calls.",
          ],
          image: {
            src: "/diagrams/rpa-solutions/use-case-customer-onboarding-automation.svg",
            width: 640,
            height: 400,
            alt: "An account application is processed by a bot through screening, core banking and CRM; handling time down from 45 minutes to 8.",
          },
        },
        {
          id: "invoice-automation",
          title: "Invoice automation",
          tag: "Print & publishing",
          summary: "Invoice capture and three-way matching that posts 70% of a publisher's supplier invoices to SAP with no manual keying.",
          aboutCompany:
            "A print and publishing group receiving about 6,000 supplier invoices a month for paper, ink, freight and freelance work.",
          problemStatement: [
            "Invoices arrived as PDFs and scans in a shared mailbox and were keyed into SAP by hand.",
            "Matching against purchase orders and goods receipts was manual, so payments ran late.",
            "Late-payment penalties were common, and early-payment discounts were missed.",
          ],
          solutionImplementation: [
            "Collected invoices from the mailbox with Power Automate.",
            "Extracted header and line items with UiPath Document Understanding.",
            "Matched each invoice against its purchase order and goods receipt in SAP, and posted matched invoices automatically.",
            "Sent mismatches to the approver in Microsoft Teams, with a full audit log of every decision.",
          ],
          results: [
            "70% of invoices posted with no manual keying.",
            "Processing time per invoice down from 12 minutes to under 2.",
            "Late-payment penalties eliminated; early-payment discounts taken on 80% of eligible invoices.",
          ],
          image: {
            src: "/diagrams/rpa-solutions/use-case-invoice-automation.svg",
            width: 640,
            height: 400,
            alt: "Invoices from a mailbox are extracted, matched and posted to SAP; 70% posted with no keying.",
          },
        },
      ],
    },
  ],
};
