import type { ContentPage } from "#app/model/content-page.ts";

export const page: ContentPage = {
  family: "services",
  slug: "bi-and-analytics",
  title: "BI & Analytics",
  description:
    "BI and analytics services: data pipelines, lakehouses and Power BI or Tableau dashboards that give finance, travel and wealth teams one trusted set of numbers.",
  lead: "We turn scattered operational data into one trusted set of numbers: tested pipelines, a governed data store and dashboards your teams open every morning.",
  sections: [
    {
      kind: "list",
      id: "services",
      heading: "BI and analytics services",
      intro: "From the first KPI workshop to dashboards in daily use, one team owns the whole path.",
      columns: 2,
      items: [
        {
          title: "BI strategy and roadmap",
          body: "KPI definitions agreed with business owners, an inventory of source systems and a phased plan with a first dashboard within weeks.",
        },
        {
          title: "Data engineering",
          body: "Batch and streaming pipelines in Azure Data Factory, AWS Glue, Apache Airflow and Kafka, with tests on every load.",
        },
        {
          title: "Data modelling",
          body: "Star schemas and semantic models in dbt, so revenue or AUM means the same thing in every report.",
        },
        {
          title: "Dashboards and reporting",
          body: "Power BI and Tableau dashboards with drill-down, row-level security and scheduled email or PDF distribution.",
        },
        {
          title: "Self-service analytics",
          body: "Certified datasets and hands-on training, so analysts build their own reports instead of exporting to Excel.",
        },
        {
          title: "Managed BI",
          body: "Monitoring of refreshes and pipelines, data-quality alerts and L1–L3 support for reports already in production.",
        },
      ],
    },
    {
      kind: "steps",
      id: "implementation-framework",
      heading: "Implementation framework",
      intro: "Six steps, each ending in something the business can check.",
      steps: [
        { title: "Discover", body: "Workshops with finance, operations and sales list the decisions each team makes and the KPIs behind them." },
        { title: "Assess sources", body: "Every source system is profiled for volume, freshness and quality, with owners and access documented." },
        { title: "Design", body: "We choose the storage pattern (lake, warehouse or lakehouse), the data model and the security rules." },
        { title: "Build pipelines", body: "Data is ingested, cleaned and modelled with automated tests and lineage from source to report." },
        { title: "Visualise", body: "Dashboards are built with the people who will read them, starting with the three most-used KPIs." },
        { title: "Adopt and improve", body: "Users are trained, report usage is tracked, and new sources or metrics ship in fortnightly releases." },
      ],
    },
    {
      kind: "diagram",
      id: "sample-bi-solution",
      heading: "A sample BI solution",
      intro: "A typical set-up for a financial services or travel client: operational systems feed a lakehouse, and one curated model serves every dashboard.",
      picture: {
        src: "/diagrams/bi-and-analytics/sample-bi-solution.svg",
        width: 960,
        height: 540,
        alt: "Sample BI solution: core systems, CRM, app events and Excel files are ingested with Azure Data Factory, Airflow and Kafka into a lakehouse with bronze (raw), silver (cleaned) and gold (curated dbt star schemas) layers, which serve Power BI, Tableau and alerts and APIs; a catalogue, data-quality tests and row-level security govern the whole flow.",
      },
      caption: "Sources land as they are, are cleaned and joined once, and reach every dashboard from the same curated layer.",
      enlargeable: true,
    },
    {
      kind: "list",
      id: "bi-tools",
      heading: "BI tools we work with",
      columns: 3,
      items: [
        { title: "Microsoft Power BI", body: "Our default for Microsoft 365 organisations: DAX models, row-level security, paginated reports." },
        { title: "Tableau", body: "Visual exploration for analyst teams, governed on Tableau Server or Tableau Cloud." },
        { title: "Looker Studio", body: "Lightweight dashboards over Google Cloud and marketing data." },
        { title: "Apache Superset", body: "Open-source dashboards when licence cost or self-hosting matters." },
        { title: "Metabase", body: "Quick question-and-answer reporting for product and operations teams." },
        { title: "Qlik Sense", body: "Associative analysis for clients with an existing Qlik estate." },
      ],
    },
    {
      kind: "cards",
      id: "data-storage",
      heading: "Data lakes, warehouses or lakehouses?",
      intro: "The right store depends on your data and who reads it. We recommend one after the source assessment, not before.",
      columns: 3,
      cards: [
        {
          title: "Data Lakes",
          body: "Low-cost object storage (Amazon S3, Azure Data Lake Storage) that keeps raw data in any format, structured or not.",
          points: [
            "Best for logs, documents, clickstream and data science",
            "Cheapest storage; schema applied on read",
            "Needs a catalogue and governance to stay usable",
          ],
        },
        {
          title: "Data Warehouses",
          body: "Modelled, structured data in Snowflake, Amazon Redshift, Azure Synapse or BigQuery, tuned for SQL and reporting.",
          points: [
            "Best for finance, regulatory and management reporting",
            "Fast, consistent queries for many users",
            "Raw and semi-structured data cost more to hold",
          ],
        },
        {
          title: "Data Lakehouses",
          body: "Open table formats (Delta Lake, Apache Iceberg) on lake storage, with warehouse-style transactions, on Databricks or Snowflake.",
          points: [
            "Best for BI and machine learning on one copy of the data",
            "ACID tables, time travel, one platform to run",
            "Needs mature data-engineering practices",
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "technology-experience",
      heading: "Technology experience",
      columns: 3,
      items: [
        { title: "Cloud data platforms", body: "Snowflake, Databricks, Azure Synapse, Amazon Redshift, Google BigQuery" },
        { title: "Pipelines and orchestration", body: "Azure Data Factory, AWS Glue, Apache Airflow, dbt, Fivetran" },
        { title: "Streaming", body: "Apache Kafka, Amazon Kinesis, Spark Structured Streaming" },
        { title: "Databases", body: "PostgreSQL, SQL Server, Oracle, MongoDB" },
        { title: "Languages", body: "SQL, Python, PySpark, DAX" },
        { title: "Governance and quality", body: "Unity Catalog, Microsoft Purview, Great Expectations" },
      ],
    },
    {
      kind: "list",
      id: "analytics-services",
      heading: "Analytics services",
      intro: "Once the numbers are trusted, we help answer the next questions.",
      columns: 2,
      items: [
        { title: "Descriptive analytics", body: "What happened: sales, AUM, bookings and margins by day, branch, product and channel." },
        { title: "Diagnostic analytics", body: "Why it happened: drill-down and cohort analysis to find the segment, route or advisor behind a change." },
        { title: "Predictive analytics", body: "What is likely next: churn, redemption and demand forecasts built in Python and scored daily." },
        { title: "Prescriptive analytics", body: "What to do about it: next-best-action lists for relationship managers and pricing suggestions for travel inventory." },
      ],
    },
    {
      kind: "use-cases",
      id: "use-cases",
      heading: "Use cases",
      intro: "Two BI programmes we delivered and still support.",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "wealth-management-bi",
          title: "Wealth management BI",
          tag: "Wealth management",
          summary: "One Power BI workspace that replaced about 30 monthly Excel reports for a wealth manager's advisors, operations team and leadership.",
          aboutCompany:
            "A wealth management firm in India serving high-net-worth families through a team of relationship managers, with mutual funds, bonds and portfolio management services on its shelf.",
          problemStatement: [
            "AUM, flows and revenue were compiled each month from exports of the portfolio, CRM and fund-house systems into about 30 Excel workbooks.",
            "Relationship managers saw their book once a month and could not spot redemptions or idle cash in time.",
            "Leadership and compliance received different numbers for the same metric, depending on who prepared the report.",
          ],
          solutionImplementation: [
            "Built Azure Data Factory pipelines from the portfolio management system, the CRM and fund-house transaction feeds into Azure SQL and a data lake.",
            "Modelled AUM, net flows, revenue and client holdings as a dbt star schema with metric definitions signed off by finance.",
            "Published Power BI dashboards for leadership, advisors and operations, with row-level security so each advisor sees only their own clients.",
            "Added daily alerts for large redemptions, idle cash and SIP cancellations, sent to the responsible advisor.",
          ],
          results: [
            "About 30 monthly Excel reports replaced by one governed Power BI workspace.",
            "Data refreshed daily by 7 a.m. instead of once a month after a 5-day close.",
            "Report preparation effort cut by 60–70% for the operations team.",
          ],
          image: {
            src: "/diagrams/bi-and-analytics/use-case-wealth-management-bi.svg",
            width: 640,
            height: 400,
            alt: "About 30 Excel reports replaced by one data model feeding Power BI dashboards, refreshed daily by 7 a.m.",
          },
        },
        {
          id: "online-travel-data-platform",
          title: "Online travel data platform",
          tag: "Travel",
          summary: "Revenue, margin and customer dashboards over a ~10 TB lakehouse holding 100k+ customers and ~50M transactions.",
          aboutCompany:
            "An online travel company in the UAE selling flights, hotels and holiday packages to leisure and corporate customers across the Gulf.",
          problemStatement: [
            "Bookings, supplier, payment and CRM data were reported separately, and revenue differed between finance and sales.",
            "The month-end close took two days of manual joins before leadership saw margin by route.",
            "Marketing had no view of repeat travellers, so campaigns went to the whole customer base.",
          ],
          solutionImplementation: [
            "Ingested bookings, payments and CRM events every 15 minutes with Kafka and Apache Airflow.",
            "Built a Databricks lakehouse with bronze, silver and gold layers and one traveller ID across all sources.",
            "Defined revenue, margin and repeat-customer metrics once in dbt and served them to Power BI through a certified dataset.",
            "Delivered dashboards for leadership, finance, route managers and marketing, with row-level security by market.",
          ],
          results: [
            "About 10 TB of data, 100k+ customers and ~50M transactions reported from one platform.",
            "Daily revenue and margin ready by 8 a.m. instead of after a two-day close.",
            "Campaigns targeted by trip history, using customer segments refreshed daily.",
          ],
          image: {
            src: "/diagrams/bi-and-analytics/use-case-online-travel-data-platform.svg",
            width: 640,
            height: 400,
            alt: "Travel bookings and payments loaded into a lakehouse and shown on revenue dashboards: about 10 TB, 100k+ customers, ~50M transactions.",
          },
        },
      ],
    },
  ],
};
