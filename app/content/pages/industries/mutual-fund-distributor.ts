import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "industries",
  slug: "mutual-fund-distributor",
  title: "Mutual Funds Distributor",
  description:
    "Onboarding, transaction, portfolio reporting and advisor training platforms for mutual fund distributors, built on Thor's wealth and LMS modules.",
  lead: "We give mutual fund distributors the platforms to onboard clients digitally, place and track transactions, report portfolios and train new advisors, so a small team can serve thousands of families.",
  sections: [
    {
      kind: "text",
      id: "challenges",
      eyebrow: "The challenge",
      heading: "More investors, thinner margins, more paperwork per client",
      paragraphs: [
        "SIP flows keep rising and first-time investors now come from smaller towns, but trail commissions are thin and every client still needs KYC, FATCA declarations, mandates, nominations and regular statements. A distributor who grows by adding operations staff does not stay profitable for long.",
        "Data is the other problem. Transactions go through exchange platforms, holdings come from two registrar-and-transfer agents (RTAs) in different formats, and clients expect one view of their portfolio with returns they can understand. Growing the network means training new advisors for the NISM Series V-A certification and their ARN registration, which most firms still do in classrooms.",
      ],
    },
    {
      kind: "list",
      id: "pain-points",
      heading: "What distributors tell us",
      style: "check",
      columns: 2,
      items: [
        { title: "Manual onboarding", body: "KYC, FATCA and mandate forms are collected on paper and re-keyed, and SIPs start weeks after the first meeting." },
        { title: "Several logins to transact", body: "Orders go through BSE StAR MF, NSE's mutual fund platform or MF Utilities, each with its own screens." },
        { title: "Statements built by hand", body: "RTA feeds and consolidated account statements are merged in Excel before every client review." },
        { title: "Slow advisor growth", body: "New advisors take months to pass NISM V-A and get an ARN, and many drop out on the way." },
        { title: "No client app", body: "Clients ask for their portfolio on WhatsApp, and relationship managers answer from spreadsheets." },
        { title: "Compliance records", body: "Suitability notes, consent and communication records are scattered across email and phones." },
      ],
    },
    {
      kind: "cards",
      id: "what-we-build",
      heading: "What we build for mutual fund distributors",
      intro: "Most of this comes from Thor's eKYC, wealth management, financial planning and LMS modules, configured for your brand and processes.",
      columns: 2,
      cards: [
        {
          title: "Digital client onboarding",
          body: "Investors complete KYC, FATCA, nomination and SIP mandates on their phone in one sitting.",
          points: ["KYC status checks with KRAs, eKYC when needed", "e-sign and e-mandate registration", "Assisted mode for relationship managers"],
        },
        {
          title: "Transactions and portfolio reporting",
          body: "Orders routed to the exchange platforms through their APIs, and holdings rebuilt nightly from RTA feeds.",
          points: ["CAMS and KFintech feed ingestion, CAS parsing", "Portfolio engine with XIRR and capital gains", "Java/Spring Boot services, PostgreSQL"],
        },
        {
          title: "Client app and financial planning",
          body: "A branded app where clients see their portfolio, start SIPs and track goals from a plan their advisor built with them.",
          points: ["React Native for iOS and Android", "Goal-based plans from Thor's financial planning module", "Statements and reminders on WhatsApp"],
        },
        {
          title: "Advisor education and growth",
          body: "A learning platform that takes a new advisor from first lesson to NISM V-A certificate and ARN, with a mentor watching progress.",
          points: ["Vernacular video lessons and mock tests", "Live classes on Jitsi", "Mentor dashboards and ARN checklists"],
        },
      ],
    },
    {
      kind: "diagram",
      id: "platform-overview",
      heading: "One platform from first meeting to annual review",
      picture: {
        src: "/diagrams/mutual-fund-distributor/distributor-platform.svg",
        width: 960,
        height: 540,
        alt: "Three columns joined by arrows: onboard (KYC check via KRA, e-sign and FATCA, e-mandate for SIPs), transact (BSE and NSE order routing, RTA feeds and CAS parsing, portfolio and XIRR) and advise (goal-based plans, client app and reports, advisor training). A footer lists Thor modules: eKYC, wealth management, financial planning and LMS.",
      },
      enlargeable: true,
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Mutual fund distributor use cases",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "advisor-education-platform",
          title: "Education platform that created 300+ advisors",
          tag: "Mutual fund distribution",
          summary: "A vernacular learning platform with NISM V-A mock tests and mentoring took more than 300 new advisors to certification and an ARN.",
          aboutCompany:
            "A national mutual fund distribution house that recruits and trains independent advisors in tier-2 and tier-3 towns across India.",
          problemStatement: [
            "Training ran in English in regional classrooms, which many recruits could not attend alongside their day jobs.",
            "Only 38% of candidates passed the NISM Series V-A exam at the first attempt.",
            "Nobody could see where each recruit stood between first lesson, certification and ARN registration, so many dropped out unnoticed.",
          ],
          solutionImplementation: [
            "Launched Thor's LMS module as a React web app and a React Native app, with short video lessons in Hindi, Marathi, Gujarati and Tamil served through Amazon CloudFront.",
            "Built a mock-test engine with a question bank mapped to the NISM V-A syllabus, timed papers and topic-wise weak-area reports.",
            "Ran weekly live doubt-clearing classes on Jitsi, recorded for later viewing.",
            "Gave each mentor a dashboard of their recruits' progress and an ARN application checklist, with reminders by WhatsApp when a recruit stalled.",
          ],
          results: [
            "300+ advisors created, certified and registered with an ARN, in the first year.",
            "First-attempt pass rate rose from 38% to 71%.",
            "The platform launched in 3 months, and training cost per certified advisor fell by more than half.",
          ],
          image: {
            src: "/diagrams/mutual-fund-distributor/advisor-education.svg",
            width: 640,
            height: 400,
            alt: "Flow from vernacular lessons, to NISM V-A mock tests, to mentoring and the ARN workflow, with results: 300+ advisors created, a 71% first-attempt pass rate, launched in 3 months.",
          },
        },
        {
          id: "portfolio-reporting-platform",
          title: "Portfolio reporting and client app for a distributor",
          tag: "Wealth management",
          summary: "RTA feeds consolidated into a portfolio engine and client app; the operations team now serves twice as many clients per person.",
          aboutCompany:
            "A mutual fund distributor in Ahmedabad serving about 12,000 families, with a team of 25 relationship managers and operations staff.",
          problemStatement: [
            "Operations staff downloaded RTA reports every month and merged them in Excel to build client statements, which took six working days.",
            "Transactions were placed through several exchange logins, and SIP registrations often waited for paper mandates.",
            "Clients asked for portfolio values over WhatsApp, and answers depended on who was free.",
          ],
          solutionImplementation: [
            "Built nightly ingestion of CAMS and KFintech feeds and a parser for consolidated account statements, reconciling units against transactions.",
            "Developed a portfolio engine in Java/Spring Boot computing holdings, XIRR and capital gains, stored in PostgreSQL.",
            "Connected order placement and SIP registration to BSE StAR MF through its APIs, with e-mandates for new SIPs.",
            "Delivered a React Native client app with portfolio views, goal tracking from Thor's financial planning module, and statements on demand, plus Power BI dashboards of AUM and SIP book for the partners.",
          ],
          results: [
            "9,000 clients were using the app within 6 months of launch.",
            "Monthly statements are produced automatically, and each operations person now serves twice as many clients.",
            "New SIP registrations rose by 30% in the first year.",
          ],
          image: {
            src: "/diagrams/mutual-fund-distributor/portfolio-reporting.svg",
            width: 640,
            height: 400,
            alt: "Flow from RTA feeds and CAS files, to a portfolio and XIRR engine, to a client app for SIPs, with results: 9,000 clients on the app in 6 months, twice the clients per operations person, 30% more new SIPs in year one.",
          },
        },
      ],
    },
  ],
};
