import type { ContentPage } from "#app/model/content-page.ts";
import type { Slide } from "#app/model/sections/slider-section.ts";

function slide(n: number, id: string, title: string, caption: string, alt: string): Slide {
  const file = String(n).padStart(2, "0");
  return { id, title, caption, image: { src: `/slides/financial-planning/${file}.svg`, width: 960, height: 600, alt } };
}

export const page: ContentPage = {
  family: "solutions",
  slug: "financial-planning",
  title: "Financial Planning Tool",
  description:
    "A goal-based financial planning tool for independent advisors, distributors, registered advisors and banks: cash flows, goals, allocation and plan reports.",
  lead: "Build a complete, goal-based financial plan for a client in one sitting: cash flows, goals, risk profile, asset allocation and insurance gaps, with a clear plan report handed over the same day.",
  listing: {
    summary: "Goal-based plans with cash flows, risk profile, asset allocation and insurance gaps for advisors, distributors and banks.",
    image: { src: "/diagrams/solutions-listing/financial-planning.svg", width: 640, height: 400, alt: "A goal projection chart rising towards a target with an allocation donut beside it" },
  },
  sections: [
    {
      kind: "text",
      id: "why-financial-planning",
      eyebrow: "Why financial planning",
      heading: "Clients stay with the advisor who plans, not the one who sells",
      paragraphs: [
        "Investors who can see how each investment serves a goal stay invested through bad markets and bring more of their family's wealth to the advisor who made the plan. Yet most plans are still built in spreadsheets that take hours per client, break when an assumption changes, and are hard to review a year later.",
        "Regulators expect suitability too: a documented risk profile and a reason for every recommendation. A planning tool that records both protects the advisor as much as the client.",
      ],
    },
    {
      kind: "text",
      id: "what-it-does",
      heading: "What the tool does",
      paragraphs: [
        "The tool captures a household's income, expenses, assets, liabilities and insurance, sets goals such as retirement, children's education and a home, and projects each goal against inflation and expected returns. It then recommends an asset allocation that fits the client's risk profile, works out the insurance cover needed, and produces a branded plan report.",
        "Advisors carry out the recommendations through integrated mutual fund transaction platforms and track progress at every review. The tool runs as the financial planning module of the Thor platform, so it shares client records with onboarding, CRM and wealth management.",
      ],
    },
    {
      kind: "cards",
      id: "audience",
      heading: "Who it is for",
      columns: 4,
      cards: [
        { title: "Independent financial advisors", body: "Produce a professional plan in one meeting and keep every client's review on the calendar." },
        { title: "Mutual fund distributors", body: "Move conversations from single products to goals, and grow assets under management per family." },
        { title: "Registered investment advisers", body: "Record risk profiles, suitability and the reasons for advice, as regulators expect." },
        { title: "Banks and wealth desks", body: "Give relationship managers one planning standard across branches, under the bank's own brand." },
      ],
    },
    {
      kind: "diagram",
      id: "solution-overview",
      heading: "How the tool is put together",
      intro: "Client data goes in, the planning engine works out goals and allocation, and advice comes out as a report and as transactions.",
      picture: {
        src: "/diagrams/financial-planning/solution-overview.svg",
        width: 960,
        height: 540,
        alt: "Solution overview: client profile, cash flows, assets and risk profile feed the planning engine, which projects goals, allocation and insurance gaps and produces a plan report, transactions and review reminders",
      },
      enlargeable: true,
    },
    {
      kind: "diagram",
      id: "planning-process",
      heading: "The planning process",
      intro: "Six steps an advisor follows with each client, repeated at every review.",
      picture: {
        src: "/diagrams/financial-planning/planning-process.svg",
        width: 960,
        height: 540,
        alt: "Planning process in six steps: discover, profile risk, set goals, analyse gaps, recommend, then execute and review, with a loop back to discover at each review",
      },
      enlargeable: false,
    },
    {
      kind: "slider",
      id: "product-tour",
      heading: "Inside the tool",
      intro: "Twelve screens from the advisor's dashboard to a signed plan and its first review.",
      label: "Financial planning tool screens",
      showDots: true,
      showArrows: true,
      slides: [
        slide(1, "advisor-dashboard", "Advisor dashboard", "The advisor sees clients due for review, plans in progress and assets under advice on one screen.", "Browser dashboard with figures for clients, plans in progress and assets under advice, and a list of reviews due"),
        slide(2, "add-household", "Add a client household", "The advisor adds the client and family members, with ages and dependants, in a single form.", "Browser form listing household members with their relationship, age and dependant status"),
        slide(3, "income-expenses", "Income and expenses", "Monthly income and expenses are entered by category to work out the household's investible surplus.", "Browser screen with income and expense categories and a bar showing the monthly surplus"),
        slide(4, "assets-liabilities", "Assets and liabilities", "Existing investments, property and loans with their EMIs are recorded to build the net-worth statement.", "Browser screen with tables of assets and liabilities and a net-worth figure"),
        slide(5, "risk-profile", "Risk profile", "A short questionnaire scores the client's risk appetite and capacity and records it for suitability.", "Browser screen with a risk questionnaire and a scale marking the client as moderately aggressive"),
        slide(6, "set-goals", "Set goals", "Each goal gets a target amount in today's money, a target year and a priority.", "Browser screen with goal cards for retirement, education and a home, each with amount and year"),
        slide(7, "goal-projection", "Goal projection", "The engine projects each goal with inflation and expected returns and shows the monthly investment needed.", "Browser screen with a line chart of a goal's projected corpus against its target"),
        slide(8, "cash-flow", "Cash-flow forecast", "Year-by-year cash flows show whether income covers expenses, loans and goal investments up to retirement.", "Browser screen with a bar chart of yearly inflows and outflows"),
        slide(9, "allocation", "Recommended allocation", "An allocation across equity, debt, gold and cash is suggested for the client's risk profile and goals.", "Browser screen with a donut chart of equity, debt, gold and cash and a table of current versus recommended"),
        slide(10, "insurance-gap", "Insurance gap", "Life and health cover needed is compared with existing policies, and the gap is shown as an amount.", "Browser screen comparing required and existing life and health cover with the gap highlighted"),
        slide(11, "plan-report", "Plan report", "A branded PDF plan with goals, allocation and actions is generated for the client to review and sign.", "Browser screen with a preview of a plan report and share and download buttons"),
        slide(12, "execute-review", "Execute and review", "Recommended SIPs and switches go to the transaction platform, and progress is tracked at each review.", "Browser screen listing recommended SIPs sent for execution and a review schedule"),
      ],
    },
    {
      kind: "document-link",
      id: "sample-plan",
      heading: "See a sample",
      body: "A sample product brief with an example household, its goals, the recommended allocation and the review schedule the tool produces.",
      href: "/documents/financial-planning-sample.pdf",
      linkLabel: "Open the sample brief (PDF)",
    },
    {
      kind: "list",
      id: "benefits",
      heading: "Benefits",
      style: "check",
      columns: 2,
      items: [
        { title: "A plan in one sitting", body: "Structured data entry and ready assumptions cut plan preparation from hours to under an hour." },
        { title: "Suitability on record", body: "The risk profile, goals and the reason for each recommendation are stored with the plan." },
        { title: "Plans that stay current", body: "Change an assumption or a goal and every projection, allocation and report updates." },
        { title: "More of each family's wealth", body: "Goal-based conversations bring in assets held elsewhere, one family at a time." },
        { title: "From plan to transaction", body: "Recommendations flow to mutual fund transaction platforms without re-keying." },
        { title: "Reviews that happen", body: "Reminders and progress tracking keep every client's plan on schedule." },
        { title: "Your brand", body: "Reports and screens carry the advisor's or the bank's logo and colours." },
        { title: "One client record", body: "Onboarding, CRM and planning share the same client data on the Thor platform." },
      ],
    },
  ],
};
