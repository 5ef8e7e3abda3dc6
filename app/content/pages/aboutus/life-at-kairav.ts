import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "aboutus",
  slug: "life-at-kairav",
  title: "Life at Kairav",
  description:
    "Work on 25+ live platforms for banks, travel and publishing firms, with a mentor from day one, a yearly learning budget and family days at Kairav.",
  lead: "Small senior teams, real products in production, and people who want you to grow. This is what working at Kairav Technologies looks like.",
  sections: [
    {
      kind: "cards",
      id: "why-choose-us",
      heading: "Why Choose Us",
      intro: "What engineers, testers, analysts and designers tell us made them join, and stay.",
      columns: 3,
      cards: [
        {
          title: "Work that goes live",
          body: "You will build and run platforms that banks, NBFCs, travel and publishing companies use every day. We manage more than 25 of them, so your code reaches real users within weeks.",
        },
        {
          title: "Senior people beside you",
          body: "Our founders bring over 300 person-years of combined experience, and they still review designs and pair on hard problems. Questions get answered the same day.",
        },
        {
          title: "A current stack",
          body: "React and React Native, Java/Spring Boot and Node.js, PostgreSQL and Kafka, Kubernetes on AWS and Azure, Power BI, UiPath and Playwright. You learn what the market uses.",
        },
        {
          title: "Ownership from the first sprint",
          body: "Teams are small, so you own a module end to end: design, code, tests, release and support. Nobody hands you a ticket without the reason behind it.",
        },
        {
          title: "Room to change direction",
          body: "Move from development to QA automation, data, cloud or product. Several of our tech leads started in a different practice.",
        },
        {
          title: "Flexible, with a home base",
          body: "Hybrid working from our Pune head office, with teams that collaborate across 5 time zones and sensible on-call rotations.",
        },
      ],
    },
    {
      kind: "text",
      id: "family-growth",
      heading: "Growing together, as a family",
      paragraphs: [
        "Every new joiner is paired with a mentor for their first six months: someone from another team who meets them weekly, reviews their code and helps them find their way around our platforms and clients.",
        "Each person has a learning budget of ₹50,000 a year for courses, certifications and conferences, and a half-day every month to use it. Cloud, security and testing certifications are paid for on the first attempt. On Friday afternoons, a colleague presents what their team learned that week, from a production incident to a new Thor module.",
        "Families are part of it too. Twice a year we hold a family day at the Pune office, with children's activities and a look at what their parents build, and we celebrate the annual day, festivals and theme days together.",
      ],
      image: {
        src: "/diagrams/life-at-kairav/growth-path.svg",
        width: 640,
        height: 400,
        alt: "A growth path in three steps: join with a mentor, learn on a budget, lead a module, with figures: 6 months of one-to-one mentoring, a ₹50,000 learning budget a year, 25+ live platforms to work on.",
      },
    },
    {
      kind: "cards",
      id: "core-values",
      heading: "Our core values",
      columns: 3,
      cards: [
        {
          title: "Ownership",
          body: "We treat every platform as if it were our own business. If something breaks at 2 a.m., the people who built it care most about fixing it and making sure it does not happen again.",
        },
        {
          title: "Transparency",
          body: "We share estimates, risks and bad news early, with colleagues and with clients. Decisions, designs and incident reviews are written down where everyone can read them.",
        },
        {
          title: "Aligning to Customer Business",
          body: "We learn how our clients make money: what a drop-off costs an NBFC, what a late licence costs a factory. Then we build what moves those numbers.",
        },
        {
          title: "Learning & Growing",
          body: "We budget time and money for learning, teach each other every week, and expect everyone to leave each year knowing more than they did when it started.",
        },
        {
          title: "Holistic Wellbeing",
          body: "Sustainable hours, fair on-call rotations, health cover for families and time off that is really off. Good software comes from people who are rested.",
        },
      ],
    },
    {
      kind: "stats",
      id: "figures",
      stats: [
        { value: "25+", label: "large digital platforms in production" },
        { value: "300+", label: "person-years of founder experience" },
        { value: "5", label: "time zones we work across" },
        { value: "₹50,000", label: "learning budget per person each year" },
      ],
    },
    {
      kind: "testimonials",
      id: "employee-testimonials",
      heading: "What our people say",
      label: "Employee testimonials",
      testimonials: [
        {
          quote:
            "In my second month I was on the call when our onboarding module went live for a lender. My mentor let me own the release checklist. That trust is why I am still here.",
          name: "Ananya Kulkarni",
          designation: "Senior Software Engineer, 4 years at Kairav",
        },
        {
          quote:
            "I joined as a manual tester. The learning budget paid for my automation course, and today I run the Playwright and JMeter suites for three platforms.",
          name: "Rohan Deshpande",
          designation: "QA Automation Lead, 5 years at Kairav",
        },
        {
          quote:
            "Nobody here says 'that is not my job'. When a client's data pipeline failed before a board meeting, three teams stayed on the call until it was fixed, and then we all went home early the next day.",
          name: "Farah Shaikh",
          designation: "Data Engineer, 3 years at Kairav",
        },
        {
          quote:
            "My daughter still talks about family day, when she 'helped' me deploy to Kubernetes. Kairav treats the people around us as part of the team.",
          name: "Vikram Iyer",
          designation: "Cloud Architect, 6 years at Kairav",
        },
      ],
    },
  ],
};
