import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "industries",
  slug: "labour-and-office",
  title: "Labor, Office & Factory Law Compliance",
  description:
    "A compliance platform for labour, shops and factory law across Indian states: registers, returns, licences, contractor checks and a full audit trail.",
  lead: "We build compliance platforms that tell every plant, office and warehouse what is due under central and state labour law, produce the registers and returns from your own HR data, and keep the evidence ready for inspection.",
  sections: [
    {
      kind: "text",
      id: "challenges",
      eyebrow: "The challenge",
      heading: "One company, many states, hundreds of obligations",
      paragraphs: [
        "A manufacturer or services company with sites in several Indian states answers to central acts such as the Factories Act, EPF and ESI, the Contract Labour Act and the wage laws, to each state's Shops and Establishments Act and factory rules, and to the rules being notified under the four Labour Codes. Each brings its own registers, returns, licences, renewal dates and display requirements.",
        "Most companies track this with spreadsheets, local consultants and reminder emails. It works until a licence lapses, a contractor's PF challan turns out to be missing, or an inspector asks for three years of registers that sit in five different places.",
      ],
    },
    {
      kind: "list",
      id: "pain-points",
      heading: "Where compliance breaks down",
      style: "check",
      columns: 2,
      items: [
        { title: "State-by-state variation", body: "Forms, due dates and thresholds differ by state and by type of establishment, and they change." },
        { title: "Registers built by hand", body: "Wage, attendance, overtime and leave registers are rebuilt from payroll exports every month." },
        { title: "Missed renewals", body: "Factory licences, trade licences and contract labour registrations lapse when the one person tracking them moves on." },
        { title: "Contractor risk", body: "The principal employer is liable for contractors' PF, ESI and wages, but rarely sees proof of payment." },
        { title: "Scattered evidence", body: "Challans, acknowledgements and inspection notes live in inboxes and cupboards across sites." },
        { title: "No single view", body: "Leadership cannot see which sites are compliant today without a round of phone calls." },
      ],
    },
    {
      kind: "cards",
      id: "what-we-build",
      heading: "What the compliance platform does",
      intro: "Built on Thor's workflow, document and security modules, with Java/Spring Boot services, a React front end and PostgreSQL on AWS.",
      columns: 3,
      cards: [
        {
          title: "Applicability and calendar",
          body: "A rules engine maps each establishment to the central and state laws that apply, by state, headcount and type, and builds its compliance calendar.",
          points: ["Rule updates without code releases", "Due dates per site and per law"],
        },
        {
          title: "Registers and returns",
          body: "Statutory registers and periodic returns are generated from HRMS, payroll and attendance data, in the format each state expects.",
          points: ["Monthly, half-yearly and annual returns", "Filing status and acknowledgements tracked"],
        },
        {
          title: "Licences and registrations",
          body: "Every licence, registration and renewal has an owner, a due date and escalations by email and WhatsApp before it lapses.",
          points: ["Documents stored with expiry dates", "Escalation to site and corporate heads"],
        },
        {
          title: "Contractor compliance",
          body: "Contractors upload PF and ESI challans and wage proofs each month through their own portal, checked against worker lists.",
          points: ["Missing proofs flagged automatically", "Contractor scorecards"],
        },
        {
          title: "Audit trail and evidence vault",
          body: "Every action is logged with who, what and when, and evidence is kept per establishment on write-once storage.",
          points: ["S3 Object Lock for evidence", "Inspection packs exported per site"],
        },
        {
          title: "Dashboards and alerts",
          body: "A compliance scorecard by state, site and law for leadership, and a task list for every site owner.",
          points: ["Power BI scorecards", "Mobile view for site inspections"],
        },
      ],
    },
    {
      kind: "diagram",
      id: "compliance-engine",
      heading: "How obligations turn into registers, returns and reminders",
      picture: {
        src: "/diagrams/labour-and-office/compliance-engine.svg",
        width: 960,
        height: 540,
        alt: "Three columns joined by arrows: inputs (HRMS and payroll, attendance and shifts, contractor challans) feed a rules engine (central acts and Labour Codes, state shops and factory rules, due-date calendar), which produces outputs (registers and returns, licence renewals, alerts and scorecards). A footer reads: every action logged with who, what and when, evidence kept per establishment.",
      },
      enlargeable: true,
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Labour & factory law compliance use case",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "multi-state-compliance-platform",
          title: "Compliance platform for a manufacturer across 9 states",
          tag: "Manufacturing",
          summary: "Registers, returns, licences and contractor proofs for 36 sites in one platform: no late renewals in the first year, audit prep in 2 days.",
          aboutCompany:
            "An auto-components manufacturer with 6 factories and 30 offices and warehouses across 9 Indian states, employing about 8,000 people including contract workers.",
          problemStatement: [
            "Compliance was tracked in spreadsheets by HR at each site and five local consultants, with no consolidated view.",
            "Fourteen licence and registration renewals had been filed late in the previous year, leading to penalties and one production-line notice.",
            "The company could not confirm that its 120+ contractors had paid PF and ESI for the workers deployed at its plants.",
            "Preparing for an internal or statutory audit took about three weeks of collecting documents from sites.",
          ],
          solutionImplementation: [
            "Built a rules engine that maps each of the 36 establishments to the central and state laws that apply, and generates its compliance calendar.",
            "Generated wage, attendance, overtime and leave registers and periodic returns from the company's HR and payroll exports every month.",
            "Added a licence tracker with owners, due dates and escalations by email and WhatsApp at 60, 30 and 7 days.",
            "Opened a contractor portal for monthly PF and ESI challans and wage proofs, matched against the workers recorded at each gate.",
            "Stored all evidence on Amazon S3 with Object Lock, logged every action in an audit trail, and published a Power BI compliance scorecard by state and site.",
          ],
          results: [
            "No late licence renewals in the first year, against fourteen the year before.",
            "Audit preparation dropped from about three weeks to 2 days.",
            "120+ contractors now submit proofs monthly, and leadership sees the compliance status of every site on one screen.",
          ],
          image: {
            src: "/diagrams/labour-and-office/compliance-platform.svg",
            width: 640,
            height: 400,
            alt: "Flow from sites in 9 states, to registers and returns, to an audit trail with evidence, with results: no late licence renewals in year one, audit preparation in 2 days instead of 3 weeks, 120+ contractors tracked.",
          },
        },
      ],
    },
  ],
};
