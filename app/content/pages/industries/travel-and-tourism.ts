import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "industries",
  slug: "travel-and-tourism",
  title: "Travel & Tourism",
  description:
    "Booking platforms, B2B agent portals and travel data platforms that handle peak-season traffic, many suppliers and 50M-transaction histories.",
  lead: "We build the booking engines, agent portals and data platforms that online travel companies and wholesalers run on, and keep them up through peak season across 5 time zones.",
  sections: [
    {
      kind: "text",
      id: "challenges",
      eyebrow: "The challenge",
      heading: "Thin margins, volatile prices, and traffic that spikes without warning",
      paragraphs: [
        "Travel businesses sell inventory they do not own. Fares and room rates come from GDSs, airline NDC channels, bed banks and direct contracts, each with its own API, limits and failure modes, and prices change between search and booking.",
        "Demand is seasonal and spiky: a holiday sale or a visa announcement can multiply traffic in an hour. Meanwhile bookings, payments and customer data sit in separate engines, so finance reconciles by hand and marketing cannot see who its best customers are.",
      ],
    },
    {
      kind: "list",
      id: "pain-points",
      heading: "Common problems we are asked to fix",
      style: "check",
      columns: 2,
      items: [
        { title: "Slow, expensive search", body: "Every search fans out to several suppliers; without caching, look-to-book costs and response times climb together." },
        { title: "Manual quoting", body: "B2B teams build quotes by email from several supplier extranets, and agents wait hours for a price." },
        { title: "Peak-season outages", body: "Fixed servers sized for the average day fall over on sale days and sit idle the rest of the year." },
        { title: "Reconciliation backlog", body: "Supplier invoices, BSP statements and gateway settlements are matched to bookings in spreadsheets." },
        { title: "No single customer view", body: "Bookings from web, app, call centre and agents live in different databases with no shared customer ID." },
        { title: "Multi-currency payments", body: "Customers pay in one currency, suppliers are paid in another, and FX differences leak margin." },
      ],
    },
    {
      kind: "cards",
      id: "what-we-build",
      heading: "What we build for travel companies",
      columns: 3,
      cards: [
        {
          title: "Booking and distribution platforms",
          body: "One API over your suppliers for search, pricing, booking and ticketing, with a fare cache that keeps supplier calls down.",
          points: ["Node.js and Java/Spring Boot services", "Redis caching, Kafka booking events", "Supplier health checks and failover"],
        },
        {
          title: "B2B agent and corporate portals",
          body: "Portals where agents and corporate buyers search, quote and book on their own, within credit limits you control.",
          points: ["Markup rules per customer and product", "Wallets, credit limits and invoices", "React front end, role-based access"],
        },
        {
          title: "Travel data platforms",
          body: "Bookings, payments and customer data from every engine in one lake and warehouse, with dashboards refreshed daily.",
          points: ["AWS S3 and Databricks, or Snowflake", "Customer 360 and marketing segments", "Power BI or Tableau"],
        },
        {
          title: "Customer apps",
          body: "Web and mobile apps for search, booking, itinerary changes and trip documents, with payments in the customer's currency.",
          points: ["React and React Native", "Payment gateways with multi-currency support", "Push and WhatsApp trip alerts"],
        },
        {
          title: "Finance and ops automation",
          body: "Bots and pipelines that reconcile supplier invoices, BSP statements and settlements against bookings every day.",
          points: ["UiPath or Python pipelines", "Exceptions queued for review", "Audit trail per booking"],
        },
        {
          title: "Cloud and support",
          body: "Infrastructure that scales for sale days and shrinks afterwards, watched around the clock.",
          points: ["Kubernetes auto-scaling, Terraform", "JMeter load tests before each peak", "L1, L2 and L3 support across 5 time zones"],
        },
      ],
    },
    {
      kind: "diagram",
      id: "platform-overview",
      heading: "One platform between your suppliers and your channels",
      intro: "Supply connects once; every channel reuses the same search, booking and payment services.",
      picture: {
        src: "/diagrams/travel-and-tourism/travel-platform.svg",
        width: 960,
        height: 540,
        alt: "Three columns joined by arrows: supply (GDS and airline NDC, hotel bed banks, transfers and activities) feeds a platform (search and pricing, booking and ticketing, payments and wallets, markups and credit), which serves channels (B2C web and apps, B2B agent portal, corporate booking). A footer notes auto-scaling on Kubernetes, a Redis fare cache and support in 5 time zones.",
      },
      enlargeable: true,
    },
    {
      kind: "stats",
      id: "figures",
      heading: "The travel data platform we run, in numbers",
      stats: [
        { value: "~10 TB", label: "of booking and customer data" },
        { value: "100k+", label: "customers in one view" },
        { value: "~50M", label: "transactions processed" },
        { value: "5", label: "time zones supported" },
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Travel & tourism use cases",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "uae-travel-data-platform",
          title: "Data platform for an online travel company in the UAE",
          tag: "Online travel",
          summary: "Four booking engines consolidated into one lake and warehouse: ~10 TB, 100k+ customers and ~50M transactions in daily dashboards.",
          aboutCompany:
            "An online travel company in the UAE selling flights, hotels and holiday packages to customers across the Gulf and South Asia through web, app and a call centre.",
          problemStatement: [
            "Bookings were spread across four booking engines acquired over the years, each with its own database and customer IDs.",
            "Management reports were assembled in Excel and took three days to prepare each week.",
            "Marketing could not tell repeat customers from new ones or measure the return on campaigns.",
          ],
          solutionImplementation: [
            "Streamed changes from the four booking databases into an S3 data lake with AWS DMS and Kafka.",
            "Built bronze, silver and gold layers in Databricks, with matching rules that merge customer records into a single customer ID.",
            "Modelled bookings, payments, refunds and supplier costs for finance, and customer segments for marketing.",
            "Published Power BI dashboards for sales, margin by route and supplier, and campaign performance, refreshed before 7 a.m. every day.",
          ],
          results: [
            "About 10 TB of history consolidated, covering 100k+ customers and about 50M transactions.",
            "Weekly management reporting went from three days of spreadsheet work to dashboards ready every morning.",
            "The first dashboards went live in 10 weeks.",
          ],
          image: {
            src: "/diagrams/travel-and-tourism/travel-data-platform.svg",
            width: 640,
            height: 400,
            alt: "Flow from four booking engines, to a data lake on S3 with Databricks, to Power BI dashboards, with figures: about 10 TB of travel data, 100k+ customers in one view, about 50M transactions.",
          },
        },
        {
          id: "b2b-booking-portal",
          title: "B2B booking portal for a travel wholesaler",
          tag: "Travel wholesale",
          summary: "One search-and-book API over 150+ supply partners for 500+ enterprise customers; quotes in under 2 minutes instead of 4 hours.",
          aboutCompany:
            "A travel wholesaler in Delhi that sells hotels, transfers and holiday packages to travel agencies and corporate travel desks.",
          problemStatement: [
            "Sales staff built quotes by hand from supplier extranets and emailed them, which took about four hours per request.",
            "Each new supplier integration was a separate project, so the catalogue grew slowly.",
            "Credit limits for agencies and corporates were tracked in spreadsheets, and overdue accounts kept booking.",
          ],
          solutionImplementation: [
            "Built a Node.js aggregation layer with one adapter per supplier, a Redis cache for rates and content, and Kafka events for every booking.",
            "Delivered a React portal where customers search, hold and book, with markup rules, wallets and credit limits per customer.",
            "Ran it on Kubernetes in AWS with auto-scaling, provisioned through Terraform and deployed through GitHub Actions.",
            "Load-tested every release with JMeter at three times normal traffic, and automated regression with Playwright.",
          ],
          results: [
            "First version live in 3 months; the platform now serves 500+ enterprise customers from 150+ supply partners.",
            "Quote turnaround fell from about four hours to under 2 minutes.",
            "Search answers in under 3 seconds at the 95th percentile during peak season.",
          ],
          image: {
            src: "/diagrams/travel-and-tourism/b2b-booking-portal.svg",
            width: 640,
            height: 400,
            alt: "Flow from supply partners, to a single search, price and book API, to enterprise customers, with results: quotes in under 2 minutes instead of 4 hours, search under 3 seconds at the 95th percentile at peak, first version in 3 months.",
          },
        },
      ],
    },
  ],
};
