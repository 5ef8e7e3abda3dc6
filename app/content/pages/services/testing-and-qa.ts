import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "services",
  slug: "testing-and-qa",
  title: "Testing & QA Services",
  navLabel: "Testing & QA",
  description:
    "Manual, automated, performance, security and regression testing for web, mobile, API and data systems, with Selenium, Playwright, JMeter and OWASP ZAP.",
  lead: "Releases you can schedule with confidence. We test web, mobile, API and data systems by hand where judgement matters and by automation everywhere else, inside your delivery pipeline.",
  sections: [
    {
      kind: "cards",
      id: "testing-services",
      heading: "Testing services",
      intro: "Five kinds of testing, planned together so that nothing is tested twice and nothing important is missed.",
      columns: 3,
      cards: [
        {
          title: "Manual testing",
          body: "Exploratory, functional and usability testing by testers who learn your domain, from loan journeys to booking flows.",
          points: ["Test cases traced to requirements", "Cross-browser and real-device checks", "User acceptance test support"],
        },
        {
          title: "Automated testing",
          body: "UI, API and unit-level suites that run on every commit and every night.",
          points: ["Selenium, Playwright and Cypress", "Appium for Android and iOS", "REST Assured and Postman for APIs"],
        },
        {
          title: "Performance testing",
          body: "Load, stress, soak and spike tests that show where the system breaks before your customers find out.",
          points: ["Apache JMeter, k6 and Gatling", "Production-like data volumes", "Bottlenecks traced with APM"],
        },
        {
          title: "Security testing",
          body: "Application security testing against the OWASP Top 10 and what your auditors expect to see.",
          points: ["OWASP ZAP and Burp Suite", "Dependency and container scans", "Retest reports for auditors"],
        },
        {
          title: "Regression testing",
          body: "A growing regression pack that protects what already works every time you release.",
          points: ["Risk-based test selection", "Nightly runs in CI", "Flaky tests tracked and fixed"],
        },
      ],
    },
    {
      kind: "steps",
      id: "testing-framework",
      heading: "Our testing framework",
      intro: "Six stages, each with an exit criterion agreed with your product owner.",
      steps: [
        { title: "Requirement analysis", body: "Stories and acceptance criteria reviewed, with gaps flagged before development starts." },
        { title: "Test strategy and planning", body: "Scope, test levels, environments, tools and entry and exit criteria in one plan." },
        { title: "Test design", body: "Test cases and data sets traced to requirements, with automation candidates marked." },
        { title: "Environment and data", body: "Production-like environments and masked test data, provisioned by script." },
        { title: "Execution and defect tracking", body: "Manual and automated runs; defects logged in Jira with steps, logs and severity." },
        { title: "Reporting and regression", body: "A release report with coverage and open risks; new tests added to the regression pack." },
      ],
    },
    {
      kind: "diagram",
      id: "quality-gates",
      heading: "Quality gates in your pipeline",
      intro: "Automated checks run where defects are cheapest to fix: close to the commit.",
      picture: {
        src: "/diagrams/testing-and-qa/qa-pipeline.svg",
        width: 960,
        height: 540,
        alt: "Six quality gates in the delivery pipeline: commit (pull request and static checks), unit and API tests (JUnit, Jest, REST Assured), UI tests (Playwright, Appium, Selenium), performance (JMeter or k6 on the release build), security (OWASP ZAP and dependency scans) and release (go or no-go report with open risks).",
      },
      caption: "Unit and API tests run on every commit; UI, performance and security suites gate each release candidate.",
      enlargeable: true,
    },
    {
      kind: "list",
      id: "systems-tested",
      heading: "Systems we test",
      columns: 2,
      items: [
        { title: "Web applications", body: "Customer portals, back-office consoles and content sites on Chrome, Safari, Edge and Firefox." },
        { title: "Mobile apps", body: "Native and React Native apps on Android and iOS, on real devices and BrowserStack." },
        { title: "APIs and microservices", body: "REST, GraphQL and event-driven services, including contract tests between teams." },
        { title: "Banking and payment systems", body: "Loan origination, core banking integrations, payment gateways, UPI and card flows." },
        { title: "Identity and KYC journeys", body: "Video KYC, OCR-based ID checks and multi-factor authentication." },
        { title: "Data and BI", body: "Pipelines, warehouse loads and Power BI reports reconciled against source totals." },
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Use cases",
      intro: "Four QA engagements, each with a clear objective and a number to show for it.",
      buttonLabel: "Keep Reading",
      useCases: [
        {
          id: "wealth-platform-test-automation",
          title: "Test automation for a wealth management platform",
          tag: "Wealth management",
          summary: "A six-day manual regression cycle turned into a 3-hour automated run every night, across web and mobile.",
          objective:
            "Reduce regression testing from a week of manual effort to an overnight automated run, so the platform could release every two weeks.",
          aboutCompany:
            "A wealth management firm whose web and mobile platform serves investors and relationship managers across India.",
          problemStatement: [
            "A full regression cycle took five testers six days, so releases happened only once a month.",
            "Defects in order placement and portfolio views still reached production.",
          ],
          challenges: [
            "Frequent UI changes had broken the record-and-playback scripts the team tried earlier.",
            "Test data depended on fund NAVs and market prices that change every day.",
            "One team had to cover both the web and the mobile versions.",
          ],
          solutionImplementation: [
            "Built a Playwright suite for the web app and an Appium suite for Android and iOS, both on a page-object model.",
            "Added API tests in REST Assured for orders, holdings and statements.",
            "Replaced live prices with a mocked NAV service and synthetic fund data for repeatable runs.",
            "Ran the suites on every pull request and every night in GitHub Actions, with Allure reports.",
          ],
          results: [
            "Regression time down from 6 days to 3 hours, run every night.",
            "1,400 automated tests covering 85% of critical journeys.",
            "Releases every two weeks instead of monthly; production defects down 60%.",
          ],
          image: {
            src: "/diagrams/testing-and-qa/use-case-wealth-platform-test-automation.svg",
            width: 640,
            height: 400,
            alt: "Every commit triggers Playwright and Appium suites with a nightly report; regression down from 6 days to 3 hours.",
          },
        },
        {
          id: "travel-booking-performance",
          title: "Performance testing for an online travel booking engine",
          tag: "Travel",
          summary: "Load tests that proved a booking engine could handle three times its previous peak before a holiday sale.",
          objective: "Prove that the booking engine could handle three times its normal peak traffic before a regional holiday sale.",
          aboutCompany: "An online travel company in the UAE selling flights and hotels through its website and mobile apps.",
          problemStatement: [
            "During the previous sale, searches slowed to over 10 seconds and payments timed out.",
            "Bookings were lost at the payment step, and nobody knew which component had failed first.",
          ],
          challenges: [
            "Airline and hotel supplier APIs could not be load-tested directly.",
            "Search traffic arrives in bursts that are hard to reproduce.",
            "The test environment was smaller than production.",
          ],
          solutionImplementation: [
            "Built Apache JMeter scenarios from real production traffic logs, including search-to-booking ratios.",
            "Virtualised supplier APIs with WireMock, with realistic response times and error rates.",
            "Ran distributed load generators on AWS and traced bottlenecks with OpenTelemetry and Grafana.",
            "Worked with the developers on fixes: database connection pools, Redis caching of search results and missing indexes.",
          ],
          results: [
            "Sustained three times the previous peak, about 1,200 searches per second, with p95 response under 2 seconds.",
            "No payment-step timeouts during the sale.",
            "Sale capacity handled by autoscaling instead of permanent over-provisioning.",
          ],
          image: {
            src: "/diagrams/testing-and-qa/use-case-travel-booking-performance.svg",
            width: 640,
            height: 400,
            alt: "Three times peak load against a booking engine with p95 response under 2 seconds: 1,200 searches per second.",
          },
        },
        {
          id: "lending-app-security",
          title: "Security testing for a digital lending app",
          tag: "Banking & finance",
          summary: "Security testing that found and closed 27 issues, three of them high severity, before a lending app went live.",
          objective: "Find and close security gaps in a new lending app before launch, and give the lender's auditors evidence that they were closed.",
          aboutCompany:
            "A mid-sized NBFC launching a mobile app for personal loans, with KYC, bank-account linking and e-mandates.",
          problemStatement: [
            "The app handles identity documents and bank statements, and the board required an independent security test before launch.",
            "The development team had no security testing in its pipeline.",
          ],
          challenges: [
            "A launch date fixed by a partner bank left four weeks for testing and fixes.",
            "Third-party SDKs for KYC and payments could not be modified.",
            "Findings had to be mapped to OWASP ASVS and MASVS for the auditors.",
          ],
          solutionImplementation: [
            "Threat-modelled the loan journey with the architects to focus testing on the riskiest flows.",
            "Ran OWASP ZAP scans in CI and manual testing with Burp Suite for authorisation and session flaws.",
            "Analysed the Android and iOS builds with MobSF and scanned dependencies with OWASP Dependency-Check.",
            "Retested every fix and issued a report mapped to ASVS and MASVS controls.",
          ],
          results: [
            "27 findings, including 3 high-severity authorisation flaws, fixed before launch.",
            "Launch date met; the auditors accepted the retest report without further questions.",
            "ZAP baseline scans now run on every release.",
          ],
          image: {
            src: "/diagrams/testing-and-qa/use-case-lending-app-security.svg",
            width: 640,
            height: 400,
            alt: "A lending app tested with OWASP ZAP and Burp Suite, with 27 fixes verified; launched on the planned date.",
          },
        },
        {
          id: "publishing-regression-suite",
          title: "Regression testing for a publishing platform",
          tag: "Print & publishing",
          summary: "A risk-based regression pack that kept a publishing platform free of severity-1 defects through a nine-month cloud migration.",
          objective: "Protect a publishing workflow platform from regressions while it was migrated to the cloud.",
          aboutCompany:
            "A print and publishing company in the USA that manages manuscripts, proofs and print orders on a web platform.",
          problemStatement: [
            "The platform was moving to AWS while new features kept shipping.",
            "Almost every release broke something in the print-order flow, which was found only by editors.",
          ],
          challenges: [
            "Print-ready PDFs had to be compared page by page, not just checked for existence.",
            "The migration changed infrastructure and code at the same time.",
            "Testers in India and editors in the USA worked about ten hours apart.",
          ],
          solutionImplementation: [
            "Built a risk-based regression pack of 600 cases, prioritised by how often each flow is used.",
            "Automated the web flows in Selenium and compared print PDFs page by page with an image-based diff in Python.",
            "Ran smoke tests after every deployment and the full pack nightly.",
            "Scheduled user acceptance windows that overlap US and Indian working hours.",
          ],
          results: [
            "Zero severity-1 defects in production through the nine-month migration.",
            "Regression cycle down from 4 days of manual testing to 5 hours.",
            "Releases kept to a two-week cadence throughout the migration.",
          ],
          image: {
            src: "/diagrams/testing-and-qa/use-case-publishing-regression-suite.svg",
            width: 640,
            height: 400,
            alt: "Print PDFs compared by a visual diff before each release is approved; zero severity-1 defects.",
          },
        },
      ],
    },
  ],
};
