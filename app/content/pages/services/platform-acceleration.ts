import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "services",
  slug: "platform-acceleration",
  title: "Platform Accelerators",
  description:
    "Platform accelerators for founders and product teams: strategy, design, build and growth on our Thor modules, with a first version in users' hands in 3 months.",
  lead: "For founders and innovation teams who need a working product, not a slide deck. We pair proven product frameworks with our Thor modules so a first version reaches users in 3 months.",
  sections: [
    {
      kind: "stats",
      id: "at-a-glance",
      stats: [
        { value: "1000+", label: "person-months of productivity leverage" },
        { value: "3 months", label: "to a first version in users' hands" },
        { value: "4 months", label: "to deliver multiple apps for one client" },
        { value: "60–70%", label: "less delivery effort with ready modules" },
      ],
    },
    {
      kind: "diagram",
      id: "accelerator-path",
      heading: "From idea to growth in four stages",
      intro: "Each stage ends with a decision: continue, change course or stop. You see working software from the second month.",
      picture: {
        src: "/diagrams/platform-acceleration/accelerator-path.svg",
        width: 960,
        height: 540,
        alt: "Accelerator path in four stages: strategy in weeks 1–2 (Lean Canvas, interviews, success metrics); architecture and design in weeks 3–4 (Figma prototypes, API-first design, security design); build in months 2–3 (two-week sprints, Thor modules, automated tests); growth from month 4 (A/B experiments, funnels, L1–L3 support). First version in users' hands in 3 months.",
      },
      caption: "A typical engagement; the timings stretch or shrink with the scope of the first release.",
      enlargeable: true,
    },
    {
      kind: "list",
      id: "strategy",
      heading: "Strategy",
      intro: "Decide what to build first, and how you will know it works.",
      columns: 2,
      items: [
        { title: "Problem and market validation", body: "Customer interviews and a competitor teardown in the first two weeks, summarised on a Lean Canvas." },
        { title: "Product roadmap", body: "A prioritised backlog for the first release, with the riskiest assumption tested first." },
        { title: "Success metrics", body: "Activation, retention and revenue metrics defined before development starts, with the events that track them." },
        { title: "Build, buy or reuse", body: "Which parts come from Thor modules or SaaS, and which are the differentiator worth building." },
      ],
    },
    {
      kind: "list",
      id: "architecture-and-design",
      heading: "Architecture and design",
      intro: "Test the experience with users before it is built, and design the platform for the next two years, not the next demo.",
      columns: 2,
      items: [
        { title: "UX research and prototypes", body: "Clickable Figma prototypes tested with five to eight target users before development starts." },
        { title: "Design system", body: "A shared component library in React and React Native, so web and mobile stay consistent." },
        { title: "Solution architecture", body: "API-first, multi-tenant architecture on AWS or Azure, sized for the first year and ready to scale." },
        { title: "Security and compliance", body: "Authentication, data protection and audit trails designed in, for products that will face bank or investor due diligence." },
      ],
    },
    {
      kind: "list",
      id: "product-and-technical-development",
      heading: "Product and technical development",
      intro: "Working software every two weeks, built on modules that are already in production elsewhere.",
      columns: 2,
      items: [
        { title: "Two-week sprints", body: "A demo every fortnight, with the backlog re-prioritised from what users actually did." },
        { title: "Thor modules", body: "Onboarding, identity and MFA, payments, notifications and admin consoles assembled from ready modules, cutting delivery effort by 60–70%." },
        { title: "Quality built in", body: "Automated unit, API and UI tests in CI, and a release checklist for app stores and production." },
        { title: "Handover-ready code", body: "Your repositories and your IP, documented so your own team can take over whenever you choose." },
      ],
    },
    {
      kind: "list",
      id: "growth-hacking",
      heading: "Growth hacking",
      intro: "Once users arrive, measure what brings them back and double down on it.",
      columns: 2,
      items: [
        { title: "Analytics and experiments", body: "Product analytics in Mixpanel or GA4, feature flags and A/B tests on onboarding and pricing." },
        { title: "Acquisition funnels", body: "Search-friendly pages, referral flows and campaign landing pages, measured through to sign-up." },
        { title: "Retention loops", body: "Lifecycle emails, push notifications and in-app prompts triggered by what users do." },
        { title: "Scale when it works", body: "Load testing, cost reviews and L1–L3 support once traction arrives." },
      ],
    },
    {
      kind: "cards",
      id: "frameworks",
      heading: "Frameworks we work with",
      intro: "Five frameworks we combine, depending on how much is still unknown about your market and your users.",
      columns: 3,
      cards: [
        {
          title: "Lean Startup",
          body: "Build, measure, learn: ship the smallest version that tests a hypothesis, then decide whether to persevere or pivot.",
        },
        {
          title: "Design Thinking",
          body: "Empathise, define, ideate, prototype and test: start from the user's problem, not from a feature list.",
        },
        {
          title: "Agile",
          body: "Two-week Scrum sprints with a demo, a retrospective and a backlog that the product owner controls.",
        },
        {
          title: "Customer Development",
          body: "Discovery and validation interviews that prove a paying customer segment exists before money goes into sales.",
        },
        {
          title: "Lean Canvas",
          body: "A one-page business model covering problem, segments, value proposition, channels, costs and revenue, updated every sprint.",
        },
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Use cases",
      intro: "Four products we took from idea to users.",
      buttonLabel: "View Details",
      useCases: [
        {
          id: "advisor-network-platform",
          title: "Advisor network platform for a wealth-tech startup",
          tag: "Wealth management",
          summary: "From a spreadsheet-run pilot to a platform with 300+ advisors created in its first five months.",
          aboutCompany:
            "A seed-funded wealth-tech startup in Mumbai building a network of independent financial advisors who serve clients in smaller cities.",
          problemStatement: [
            "The founders had validated their distribution model with spreadsheets and messaging groups, which could not scale.",
            "Advisors needed onboarding, client portfolio views and commission tracking in one place.",
            "With about six months of runway, the product had to earn revenue quickly.",
          ],
          solutionImplementation: [
            "Ran customer development interviews with 25 advisors and captured the model on a Lean Canvas.",
            "Tested Figma prototypes with advisors before any code was written.",
            "Built on Thor: advisor onboarding with KYC and e-sign, a client portfolio dashboard and a commission ledger.",
            "Shipped a React web portal and a React Native app, with Mixpanel funnels from invitation to first client.",
          ],
          results: [
            "First version live in 3 months.",
            "300+ advisors created on the platform in its first five months.",
            "Advisor onboarding cut from two weeks of paperwork to one day.",
          ],
          image: {
            src: "/diagrams/platform-acceleration/use-case-advisor-network-platform.svg",
            width: 640,
            height: 400,
            alt: "An idea captured on a Lean Canvas, built on Thor and grown to 300+ advisors; first version in 3 months.",
          },
        },
        {
          id: "insurtech-apps",
          title: "Customer, agent and operations apps for an insurtech",
          tag: "Insurance",
          summary: "Three apps built in parallel on shared modules and delivered in 4 months, ahead of a partner insurer's launch.",
          aboutCompany:
            "A Series A insurtech startup in Bengaluru selling health and motor insurance through agents and a direct-to-consumer app.",
          problemStatement: [
            "The launch date with a partner insurer required a customer app, an agent app and an operations console at the same time.",
            "The in-house engineering team had four people.",
            "Each of five insurers exposed a different API for quotes and policy issuance.",
          ],
          solutionImplementation: [
            "Ran two-week Agile sprints with one shared backlog across all three apps.",
            "Built a shared design system, React Native customer and agent apps, and a React operations console.",
            "Used Thor modules for identity and MFA, payments and notifications.",
            "Wrote one Node.js adapter per insurer behind a common quote-and-issue API.",
          ],
          results: [
            "Three apps delivered in 4 months.",
            "Standard motor policies issued in 15 minutes instead of 2 days.",
            "The in-house team took over the code, with full IP, after six months.",
          ],
          image: {
            src: "/diagrams/platform-acceleration/use-case-insurtech-apps.svg",
            width: 640,
            height: 400,
            alt: "A customer app, an agent app and an operations console delivered together: 3 apps in 4 months.",
          },
        },
        {
          id: "b2b-saas-scale-up",
          title: "Scaling a B2B SaaS to enterprise customers",
          tag: "B2B SaaS",
          summary: "A freelancer-built first product re-platformed for enterprise buyers, now serving 500+ enterprise customers and 150+ partners.",
          aboutCompany:
            "A B2B SaaS company offering supplier-management software, founded by two procurement specialists.",
          problemStatement: [
            "The first product, built by freelancers, could not separate enterprise tenants or support single sign-on.",
            "Every new enterprise customer needed custom code, which took about three weeks.",
            "Implementation partners had no portal for registering deals or configuring customers.",
          ],
          solutionImplementation: [
            "Reviewed the architecture and re-platformed onto a multi-tenant design in Java and Spring Boot, with a PostgreSQL schema per tenant.",
            "Added SAML and OpenID Connect single sign-on and tenant-level configuration instead of custom code.",
            "Built a partner portal for deal registration and customer set-up.",
            "Ran customer development interviews to shape pricing tiers, and A/B-tested the self-serve trial flow.",
          ],
          results: [
            "500+ enterprise customers and 150+ partners on the re-platformed product.",
            "New customer set-up reduced from three weeks of custom work to one day of configuration.",
            "Trial-to-paid conversion up from 4% to 11% after the onboarding experiments.",
          ],
          image: {
            src: "/diagrams/platform-acceleration/use-case-b2b-saas-scale-up.svg",
            width: 640,
            height: 400,
            alt: "An early product rebuilt as a multi-tenant platform serving enterprise customers: 500+ customers and 150+ partners.",
          },
        },
        {
          id: "digital-lending-mvp",
          title: "Digital lending app for a new NBFC",
          tag: "Banking & finance",
          summary: "A mobile lending journey for small traders, taken from design workshops to 1,000 loans disbursed.",
          aboutCompany:
            "A newly licensed NBFC in Gujarat offering small-ticket business loans to neighbourhood stores and traders, entirely through a mobile app.",
          problemStatement: [
            "The founders had to show a working lending journey to investors and partner banks within a quarter.",
            "The underwriting rules were unproven and would change often in the first months.",
            "The app had to meet RBI digital lending guidelines on disclosures and data handling from day one.",
          ],
          solutionImplementation: [
            "Ran Design Thinking workshops with 20 store owners to shape a journey that works on a basic phone.",
            "Built a React Native app in Hindi, Gujarati and English on Thor's onboarding, video KYC and bank-statement modules.",
            "Created a rules-based underwriting engine that the credit team can change without a release.",
            "Integrated disbursement and repayment through a payment gateway with e-mandates.",
          ],
          results: [
            "First version live in 3 months, and 1,000 loans disbursed in the following 10 weeks.",
            "Credit decisions in under 15 minutes for 80% of applications.",
            "Credit-rule changes made by the risk team in minutes, without a release.",
          ],
          image: {
            src: "/diagrams/platform-acceleration/use-case-digital-lending-mvp.svg",
            width: 640,
            height: 400,
            alt: "Store owners apply through a lending app and receive a loan; decisions in under 15 minutes.",
          },
        },
      ],
    },
  ],
};
