import type { DemoCategorySlug } from "#app/db/seed/demo-categories.ts";

/*
 * Demo blog posts seeded on first start. Content is Markdown; each post opens with a plain
 * paragraph because the blog list shows the first 200 characters as the excerpt. Authors,
 * companies and figures are invented; technology names are real.
 */

export interface DemoComment {
  name: string;
  message: string;
  /** Days after the post's date; keeps comment dates after the post they belong to. */
  daysAfterPost: number;
}

export interface DemoPost {
  title: string;
  slug: string;
  authorName: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  categorySlugs: readonly DemoCategorySlug[];
  content: string;
  comments: readonly DemoComment[];
}

export const demoPosts: readonly DemoPost[] = [
  {
    title: "Contracts before code: how we design API-first platforms",
    slug: "api-first-platform-design",
    authorName: "Meera Kulkarni",
    publishedOn: "2023-02-14",
    categorySlugs: ["product-engineering"],
    comments: [
      {
        name: "Tanvi Mehta",
        daysAfterPost: 2,
        message:
          "We tried contract-first on our last project and the mock server alone saved us about two weeks. How do you handle versioning when the mobile app cannot be force-updated?",
      },
      {
        name: "Imran Qureshi",
        daysAfterPost: 5,
        message:
          "Good point about examples. Our reviewers never read the schemas, only the examples.",
      },
      {
        name: "Sandeep Gokhale",
        daysAfterPost: 9,
        message:
          "Do you generate the server stubs as well, or only the request validators?",
      },
    ],
    content: `When a bank asks us for a new onboarding journey, the first thing we deliver is not a screen. It is an OpenAPI document that the mobile team, the web team and the bank's own integration team can all read, argue about and sign off. Only then does anyone write a handler. This post explains why we work that way on the Thor platform and what the process looks like week by week.

## Why the contract comes first

Most integration delays we see are not caused by hard problems. They come from two teams holding different pictures of the same payload: one expects \`dateOfBirth\` as \`DD-MM-YYYY\`, the other sends ISO dates; one treats PAN as optional, the other rejects the request without it. Each mismatch costs a day of back-and-forth once code exists. The same mismatch costs five minutes in a review of a YAML file.

Writing the contract first gives us three things:

1. **Parallel work from day one.** The front-end team builds against a mock server generated from the contract while the back-end team implements it.
2. **A single review artefact.** Security, compliance and the client's architects review one document instead of reading code.
3. **Generated clients and validators.** Request validation on the server and typed clients in the apps come from the same file, so they cannot drift.

## What a good contract contains

A contract that only lists endpoints is not enough. Ours always include:

- error responses with stable, documented codes, not just \`400\` and \`500\`;
- idempotency keys on every request that moves money or creates a customer;
- pagination rules (cursor-based, with a maximum page size);
- field-level constraints: lengths, patterns, enumerations;
- examples for every request and response, because people read examples before schemas.

Here is a trimmed example from a customer-creation endpoint:

\`\`\`yaml
paths:
  /customers:
    post:
      operationId: createCustomer
      parameters:
        - in: header
          name: Idempotency-Key
          required: true
          schema: { type: string, format: uuid }
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/NewCustomer' }
      responses:
        '201': { $ref: '#/components/responses/CustomerCreated' }
        '409': { $ref: '#/components/responses/DuplicateCustomer' }
        '422': { $ref: '#/components/responses/ValidationFailed' }
\`\`\`

## Our weekly rhythm

**Week 1** is workshops. We map the journey with the product owner and list every system it touches: core banking, the KYC provider, the CRM, the notification service. Each arrow on that map becomes an operation.

**Week 2** is the first draft of the contract and a mock server. The app teams start building screens against the mock on Thursday of that week.

**Week 3** is review. We walk the client's architects through the contract, operation by operation. Changes are cheap now, so we encourage them.

From **week 4** the contract is versioned in Git, and every change goes through a pull request with a changelog entry. Breaking changes need a new version path; additive changes do not.

## Keeping implementation honest

A contract is only useful if the running service matches it. We enforce that in CI:

- the server validates every request and response against the schema in test environments and fails the build on a mismatch;
- contract tests replay the examples from the document against a real deployment;
- a diff tool flags breaking changes in pull requests before a human reviews them.

## What changed for our clients

Across the last six platform builds, this way of working cut integration defects found in user acceptance testing by roughly half, and the first usable version of a journey reached the client's test environment in weeks rather than months. The biggest change is harder to measure: conversations with the client's teams moved from "why does your API return this?" to "should this field be optional?", which is where they should have been all along.
`,
  },
  {
    title: "Cutting Kubernetes spend by 38% without touching the SLOs",
    slug: "kubernetes-cost-control",
    authorName: "Arjun Deshpande",
    publishedOn: "2023-05-09",
    categorySlugs: ["cloud-devops"],
    comments: [
      {
        name: "Pooja Venkatesh",
        daysAfterPost: 1,
        message:
          "Scaling non-production to zero at night was our biggest saving too. We had to add a chat command so testers could wake an environment up after hours.",
      },
      {
        name: "Harshad Pawar",
        daysAfterPost: 3,
        message:
          "Did removing CPU limits cause any noisy-neighbour problems on shared nodes?",
      },
    ],
    content: `A payments client came to us with a simple complaint: their Kubernetes bill on AWS had doubled in a year while traffic had grown by about 20%. Nobody had made a bad decision. Hundreds of small, reasonable ones had added up. Over eight weeks we brought the monthly bill down by 38% while p99 latency and error budgets stayed where they were. This is the order in which we did it, and the order we recommend.

## Step 1: Measure per team, not per cluster

You cannot reduce what nobody owns. We installed OpenCost, labelled every namespace with a \`team\` and a \`cost-centre\`, and published a weekly report per team. The first report alone changed behaviour: two teams found test environments that had been running at full size for months.

## Step 2: Fix requests before anything else

The cluster autoscaler adds nodes based on what pods *request*, not what they use. In this cluster the median container requested four times the CPU it used at peak. We compared requests with the 95th percentile of real usage over 14 days and lowered them in small steps.

A useful starting query in Prometheus:

\`\`\`promql
quantile_over_time(0.95,
  rate(container_cpu_usage_seconds_total{container!=""}[5m])[14d:5m]
)
\`\`\`

We did not remove limits blindly. For latency-sensitive services we kept CPU requests generous and removed CPU limits to avoid throttling; for batch jobs we tightened both.

## Step 3: Let the Vertical Pod Autoscaler recommend, not act

We ran VPA in recommendation-only mode for two weeks. Its suggestions went into pull requests that teams reviewed, so nobody was surprised by a pod restart at 3 a.m.

## Step 4: Right-size and diversify nodes

With honest requests, the node groups were oversized. We moved to Karpenter, which picks instance types to fit pending pods, and allowed a wider range of instance families, including Graviton for services whose images we could build for ARM. Stateless workloads moved to Spot capacity with:

- at least three instance types per pool, to reduce interruption risk;
- Pod Disruption Budgets on every deployment;
- a small on-demand baseline for the payment-critical path.

## Step 5: Turn things off

Development and QA namespaces now scale to zero from 9 p.m. to 8 a.m. IST and at weekends, using a CronJob that patches replica counts. Preview environments are deleted 48 hours after their pull request closes. This step alone saved 11% of the bill.

## Step 6: Look beyond compute

Compute was 60% of the bill. The rest hid in:

- unattached EBS volumes and old snapshots;
- NAT gateway traffic from pods pulling images from public registries (we added a pull-through cache in ECR);
- cross-zone traffic between chatty services, which we reduced with topology-aware routing.

## Results

| Area | Monthly saving |
| --- | --- |
| Right-sized requests and nodes | 17% |
| Spot and Graviton | 8% |
| Schedules for non-production | 11% |
| Storage and network clean-up | 2% |

The savings have held for nine months because the weekly per-team report is still running. Cost control on Kubernetes is not a one-off project; it is a habit with a dashboard attached.
`,
  },
  {
    title: "Rolling out Power BI to 400 users: what we would do again",
    slug: "power-bi-rollout-lessons",
    authorName: "Kavya Iyer",
    publishedOn: "2023-08-22",
    categorySlugs: ["data-analytics"],
    comments: [
      {
        name: "Neha Agarwal",
        daysAfterPost: 4,
        message:
          "The point about deployment pipelines is painfully true. We learned it the same way.",
      },
      {
        name: "Karthik Subramanian",
        daysAfterPost: 6,
        message:
          "How did you keep the row-level security mapping in sync when relationship managers move between teams?",
      },
      {
        name: "Ritu Malhotra",
        daysAfterPost: 11,
        message:
          "Capping the number of visuals per page made a visible difference to load times for us as well.",
      },
      {
        name: "Devendra Salunkhe",
        daysAfterPost: 20,
        message:
          "Useful write-up. We are about to start a similar rollout for 150 users and will borrow the champion idea.",
      },
    ],
    content: `Last year we helped a wealth management firm move from about 70 Excel reports, emailed every morning, to Power BI for 400 users across sales, operations and compliance. Six months after go-live, weekly active usage sits at 82% of licensed users, and the morning email is gone. Here is what worked, what we changed midway, and what we would do differently.

## Start with decisions, not reports

The first instinct on any BI project is to rebuild the existing reports. We asked a different question in every workshop: *which decision do you make with this report, and how often?* That reduced 70 reports to 14 dashboards, because many reports answered the same question for different audiences.

## One semantic model, many reports

The most important technical decision was to build a small number of shared datasets (semantic models) rather than letting every report carry its own data. We built three:

1. **Client assets**: holdings, AUM, flows, by client and relationship manager.
2. **Sales pipeline**: leads, meetings, conversions from the CRM.
3. **Operations**: transaction processing times, exceptions and SLAs.

Every report connects to one of these. When the definition of "net new money" changed, we changed one measure and 9 reports updated that night.

A typical measure, kept deliberately readable:

\`\`\`dax
Net New Money =
VAR Inflows  = CALCULATE ( SUM ( Flows[Amount] ), Flows[Direction] = "IN" )
VAR Outflows = CALCULATE ( SUM ( Flows[Amount] ), Flows[Direction] = "OUT" )
RETURN Inflows - Outflows
\`\`\`

## Row-level security from the first sprint

Relationship managers may only see their own clients; regional heads see their region. We implemented row-level security with a mapping table maintained by HR data, not by hand. Adding it later would have meant re-testing every report, so it went in before the first dashboard was shown to users.

## Refresh strategy

The data warehouse loads overnight. We scheduled dataset refreshes at 6:30 a.m. IST, with incremental refresh on the large transaction tables so that a refresh takes 12 minutes instead of 90. A failed refresh sends an alert to the data team's channel before users log in, with the last successful refresh time shown on every dashboard.

## Training in small groups

We ran 45-minute sessions for groups of no more than 12 people, built around their own data. Each session ended with users building one visual themselves. We also named a "Power BI champion" in every department, someone who got two extra hours of training and became the first point of contact for questions.

## What we changed midway

- **Fewer visuals per page.** Early dashboards had 15 visuals and loaded slowly. We capped pages at 8 visuals and moved detail to drill-through pages.
- **Mobile layouts.** Relationship managers check numbers on their phones between meetings. We had not planned for that; we added phone layouts for the five most used dashboards.

## What we would do differently

We would set up a deployment pipeline (development, test, production workspaces) from the start. For the first two months changes went straight to production workspaces, and one broken measure reached 400 users before anyone noticed.

## The outcome

- 70 emailed reports replaced by 14 dashboards on 3 shared models.
- Morning report preparation time for the operations team down from about 2 hours to zero.
- Compliance queries about client exposure answered in minutes instead of days.

Adoption, not technology, decides whether a BI rollout succeeds. Keep the models few, the security early and the training personal.
`,
  },
  {
    title: "UiPath in the finance back office: automating vendor invoice matching",
    slug: "uipath-rpa-finance-back-office",
    authorName: "Rohan Joshi",
    publishedOn: "2023-11-07",
    categorySlugs: ["automation-ai"],
    comments: [],
    content: `Accounts payable teams spend a surprising share of their day copying numbers from one screen to another. At an insurance distributor we worked with, four people spent most of each month-end matching vendor invoices against purchase orders and goods receipts in their ERP. We automated the bulk of that with UiPath. The bots now handle about 70% of invoices end to end, and the team works on exceptions instead of data entry.

## Pick the process with numbers

Before building anything, we timed the process. Over two weeks we recorded:

- about 3,200 invoices a month, from 180 vendors;
- an average of 6 minutes per invoice for a three-way match;
- 18% of invoices with a mismatch that needed a human decision.

That gave a clear target: automate the 82% that match cleanly, route the rest to people with the evidence already gathered.

## The design

The automation runs as three unattended robots orchestrated from UiPath Orchestrator:

1. **Intake**: reads the shared AP mailbox, saves PDF invoices to a queue folder and creates an Orchestrator queue item per invoice.
2. **Extraction**: uses Document Understanding to read invoice number, date, vendor GSTIN, line items, taxes and totals. Fields below a confidence threshold go to Action Center for a person to confirm.
3. **Matching and posting**: looks up the purchase order and goods receipt in the ERP, compares quantities and amounts within agreed tolerances, and posts the invoice when everything matches.

Queue items make the work restartable: if the ERP is down at 11 p.m., the robot retries the item later instead of losing it.

## Tolerances are a business decision

The finance controller, not the developers, set the matching rules:

| Check | Tolerance |
| --- | --- |
| Unit price vs PO | ±1% |
| Quantity vs goods receipt | exact |
| Total tax | ±₹1 (rounding) |
| Invoice date | not older than 90 days |

Anything outside these rules goes to a person with a short note explaining which check failed.

## Exceptions are the product

We spent as much time on the exception screen as on the happy path. An AP executive opening an exception sees the invoice image, the PO lines and the receipt side by side, with the mismatched value highlighted. Resolving an exception now takes about 90 seconds instead of the 6 minutes a full manual match used to take.

## Controls auditors asked for

- Every robot runs under its own named account in the ERP, so postings are traceable.
- Credentials live in Orchestrator assets linked to a vault, never in workflow files.
- A daily report lists every invoice the robots posted, with the matching evidence attached.
- Any change to a workflow goes through the same change request process as ERP configuration.

## Results after six months

- Share of invoices posted without human touch: about 70%.
- Month-end AP close shortened by two working days.
- Late-payment penalties dropped to nearly zero, because invoices no longer wait in a queue.
- Two of the four AP staff moved to vendor reconciliation work that had been postponed for years.

## What we tell teams starting out

Automate a process that is stable, high-volume and rule-based, and measure it before you start. Design the exception path with the people who will use it. And treat robots like colleagues with system access: named accounts, least privilege, and an audit trail.
`,
  },
  {
    title: "Video KYC that passes audit: a checklist from three rollouts",
    slug: "video-kyc-audit-checklist",
    authorName: "Sneha Patwardhan",
    publishedOn: "2024-01-30",
    categorySlugs: ["digital-banking", "security"],
    comments: [
      {
        name: "Abhishek Menon",
        daysAfterPost: 3,
        message:
          "The note on clock integrity is something we missed in our first audit. Worth the reminder.",
      },
      {
        name: "Lakshmi Narayanan",
        daysAfterPost: 8,
        message:
          "What minimum network speed do you check for before letting a customer into the queue?",
      },
    ],
    content: `Video-based customer identification (V-CIP) lets a regulated entity in India open an account without the customer visiting a branch. The regulatory requirements are detailed, and auditors test them closely. We have built video KYC journeys for a small finance bank, an NBFC and a stock broker. This is the checklist we now start every project with.

## Before the call

- **Consent, recorded.** The customer's explicit consent for a video call and for using Aadhaar or other documents is captured with a timestamp and stored with the case.
- **Device and network checks.** Camera, microphone and bandwidth are tested before the customer joins the queue. A failed check explains what to fix instead of dropping the customer into a frozen call.
- **Location.** The customer's geolocation is captured and must fall within India. We show the reason when we ask for location permission; customers refuse less when they know why.

## During the call

The agent's screen drives a fixed sequence, and the system does not allow skipping steps:

1. Liveness check: the agent asks the customer to perform random actions (turn the head, blink), while a passive liveness model runs in the background.
2. Capture of the original PAN card on video, with OCR and a check against the issuing database.
3. Face match between the live video frame and the photo on the document, with the score stored.
4. Random questions from the customer's submitted details, such as the year of birth or the city of the address.
5. A clear statement by the agent that the call is being recorded, captured in the recording itself.

Agents must be employees of the regulated entity and trained for the process; the system records which agent handled each call.

## After the call

- **Concurrent audit.** A second person, the auditor, reviews every completed call before the account is activated. Our reviewer screen shows the recording with bookmarks at each step, the face match score and the document images side by side.
- **Storage.** Recordings and images are stored with their timestamps and hashes, in India, with access logged. Retention follows the entity's policy and applicable regulations.
- **Rejections explained.** A rejected case carries a reason code, so operations can report why customers drop out.

## Technical points that auditors asked about

- **End-to-end encryption** of the video stream, and TLS everywhere else.
- **Tamper evidence**: each recording's SHA-256 hash is written to the case record at the moment the call ends.
- **Clock integrity**: every server syncs time from the same source, because timestamps on consent, recording and approval are compared.
- **Role separation**: agents cannot approve their own calls; auditors cannot edit case data.

Here is the shape of the event we store when a call ends:

\`\`\`json
{
  "caseId": "VK-2024-004512",
  "agentId": "AG-118",
  "startedAt": "2024-01-12T10:41:07Z",
  "endedAt": "2024-01-12T10:47:55Z",
  "faceMatchScore": 0.93,
  "livenessPassed": true,
  "geo": { "lat": 18.52, "lon": 73.85, "inIndia": true },
  "recordingSha256": "6f1c…e09a"
}
\`\`\`

## Numbers from the three rollouts

- Median call length: 5 to 7 minutes.
- Share of calls approved at first attempt: 78% to 86%, mostly limited by poor network on the customer's side.
- Audit observations in the first regulatory inspection: none on the process flow; one on retention labelling, fixed in a week.

Video KYC is as much an operations design as a software build. Agent training, queue staffing by hour and clear rejection reasons matter as much as the face match model.
`,
  },
  {
    title: "Digital onboarding for an NBFC: from 40 minutes to 7",
    slug: "nbfc-digital-onboarding",
    authorName: "Nikhil Bhosale",
    publishedOn: "2024-04-18",
    categorySlugs: ["digital-banking"],
    comments: [
      {
        name: "Manish Thakur",
        daysAfterPost: 2,
        message:
          "Resuming the application from an SMS link is underrated. Our drop-off halved when we added it.",
      },
    ],
    content: `A mid-sized NBFC offering two-wheeler and personal loans asked us to rebuild their customer onboarding. The old journey took about 40 minutes with a sales executive in the showroom, involved paper forms scanned at the end of the day, and lost almost a third of applicants before a credit decision. The new journey takes a median of 7 minutes on the customer's phone, and drop-off before decision fell to 12%.

## Where the 40 minutes went

We sat in showrooms for three days and timed each step. Most of the time was not spent on anything the customer needed to do:

- re-typing details that were already on the customer's documents;
- waiting for a credit bureau response that ran as a manual step at the branch;
- photographing documents, then re-photographing them because they were blurry;
- calling the customer back for a missing signature.

## The new journey

The redesigned flow has six screens:

1. **Mobile number and OTP**, which also creates the application.
2. **PAN and consent**: PAN is validated against the issuing database, and the customer consents to a bureau check and to fetching documents.
3. **Aadhaar-based e-KYC or DigiLocker fetch**, so address and photo come from the source rather than a scan.
4. **Employment and income**, with bank statement analysis through the Account Aggregator framework where the customer agrees.
5. **Offer**: loan amount, tenure and EMI calculated from the credit decision.
6. **e-Sign and e-Mandate** for repayment.

Every field that can be pre-filled is pre-filled. The customer mostly confirms.

## The decision engine

The credit decision used to be a phone call to the credit team. We built a rules engine on the Thor platform that calls the bureau, scores the application and returns one of three outcomes in under 20 seconds: approve with an offer, refer to a credit officer, or decline with a reason code. Credit officers edit the rules through a screen that versions every change, so the risk team can see which rule set decided each application.

## Designing for drop-off

Most lost applicants did not decide against the loan; they got interrupted. So:

- the application is saved after every screen, and an SMS link resumes it on any device;
- document uploads compress and check sharpness on the phone before sending;
- error messages say what to do next ("The PAN name does not match Aadhaar. Check the spelling or continue with a video call").

## Assisted mode

Showroom executives still help many customers. They use the same journey in assisted mode, where the customer authorises each consent step with an OTP on their own phone. One journey, two modes, means one set of rules and one audit trail.

## Results after the first quarter

| Measure | Before | After |
| --- | --- | --- |
| Median time to decision | ~40 min | 7 min |
| Applicants lost before decision | 31% | 12% |
| Applications needing a document re-collect | 22% | 4% |
| Same-day disbursals | 35% | 71% |

## Lessons

Measure the existing journey in the field, not in a meeting room. Pre-fill from authoritative sources wherever consent allows. And build the drop-off recovery path as carefully as the happy path; for a lender, a resumed application is the cheapest new customer there is.
`,
  },
  {
    title: "Test automation the team keeps running: a layered approach",
    slug: "qa-automation-layered-approach",
    authorName: "Aditi Rao",
    publishedOn: "2024-07-02",
    categorySlugs: ["product-engineering"],
    comments: [],
    content: `Most test automation suites we are asked to rescue share a story: a few hundred end-to-end UI tests, written quickly, that now fail randomly. The team reruns the pipeline until it goes green, and after a while nobody trusts a red build. The fix is rarely "write more tests". It is putting each check at the cheapest layer that can catch the bug.

## The layers we use

1. **Unit tests** for business rules: interest calculations, eligibility checks, date handling. Thousands of them, running in seconds.
2. **API and contract tests** for every service endpoint, including error cases and authorisation. Most functional coverage lives here.
3. **Component tests** for UI behaviour in isolation: form validation, empty states, loading states.
4. **End-to-end journeys**: a small set, usually 15 to 30, covering the paths that earn money or carry regulatory risk, run against a deployed environment.

A rule of thumb we share with teams: if a test needs a browser to check a calculation, it is at the wrong layer.

## Making end-to-end tests reliable

For the few browser tests we keep, we use Playwright and follow a handful of rules:

- **Locate by role and label**, the way a user finds things, not by CSS classes that change with every redesign.
- **Never sleep.** Wait for a visible state: a heading, a toast, a row in a table.
- **Own your data.** Each test creates the customer or order it needs through the API, then works with it in the UI.
- **Run in parallel from day one**, so tests cannot depend on each other's leftovers.

A representative test:

\`\`\`ts
import { test, expect } from '@playwright/test';

test('customer can download a loan statement', async ({ page, request }) => {
  const loan = await createLoanViaApi(request, { amount: 150000, tenureMonths: 24 });
  await page.goto(\`/loans/\${loan.id}\`);
  await page.getByRole('button', { name: 'Download statement' }).click();
  await expect(page.getByRole('status')).toHaveText('Statement ready');
});
\`\`\`

## Flaky tests are bugs

We track every test failure that passes on retry. A test that flakes twice in a week is quarantined: it still runs, but it does not block merges, and a ticket is opened with an owner. Quarantine has a limit of two weeks; after that the test is fixed or deleted. This sounds strict, but it is the only way we have found to keep a red build meaningful.

## Test data and environments

Shared test environments cause half of all flakiness. Where the architecture allows, we spin up an ephemeral environment per pull request with seeded reference data. Where it does not (a core banking sandbox, for example), each test run uses its own namespace of customer identifiers so runs do not collide.

## Measuring the suite

We report four numbers every sprint:

- total pipeline time (target: under 15 minutes to a merge decision);
- flaky failure rate (target: under 1% of runs);
- escaped defects by layer that should have caught them;
- share of coverage by layer, to spot drift back towards UI tests.

## A recent result

For a wealth-tech client we replaced 420 UI tests with 2,100 API and component tests and 24 end-to-end journeys. Pipeline time dropped from 95 minutes to 14, the flaky rate from 9% of runs to under 1%, and the team went from releasing every three weeks to twice a week.
`,
  },
  {
    title: "A data lakehouse on object storage, without building a swamp",
    slug: "data-lakehouse-object-storage",
    authorName: "Vikram Nair",
    publishedOn: "2024-10-15",
    categorySlugs: ["data-analytics", "cloud-devops"],
    comments: [],
    content: `An online travel company we work with had two data platforms: a data lake on S3 where raw booking and search events landed, and a separate warehouse for finance reporting. The same numbers were calculated twice, and they rarely agreed. We moved them to a single lakehouse: open table formats on object storage, one set of pipelines, and both SQL analysts and data scientists working from the same tables.

## What "lakehouse" means in practice

Strip the marketing away and a lakehouse is three things:

1. Files in cheap object storage (Parquet on S3 in this case).
2. A table format on top, here Delta Lake, that adds transactions, schema enforcement and time travel.
3. Engines that read those tables: Spark for heavy transformation, a SQL engine for analysts, and Python for data science.

The table format is what separates a lakehouse from a lake. Without transactions, a failed job leaves half-written files that readers pick up. With them, readers see either the old version or the new one.

## Medallion layers, kept strict

We organised data into three layers:

- **Bronze**: raw events exactly as received, append-only, with ingestion time and source file.
- **Silver**: cleaned, de-duplicated and typed records, one table per business entity (booking, search, payment, refund).
- **Gold**: aggregates and models that answer business questions, such as daily gross booking value by market.

The rule that kept it from becoming a swamp: **nothing reads bronze except the silver jobs.** Dashboards and notebooks use silver or gold only.

## Upserts instead of rebuilds

Bookings change after they are made: amendments, cancellations, refunds. The old warehouse rebuilt whole tables every night. In the lakehouse, silver tables are updated with a merge of the day's changes:

\`\`\`sql
MERGE INTO silver.bookings AS t
USING staging.booking_changes AS s
  ON t.booking_id = s.booking_id
WHEN MATCHED AND s.updated_at > t.updated_at THEN
  UPDATE SET *
WHEN NOT MATCHED THEN
  INSERT *;
\`\`\`

The nightly load went from about 3 hours to 25 minutes, and the data is now refreshed every hour.

## Data quality as code

Every silver and gold table has checks that run after each load: row counts within expected ranges, no null booking identifiers, currency codes from a known list, totals that reconcile with the payment gateway's settlement files. A failed check stops downstream jobs and alerts the owning team, so a bad load never reaches a finance report.

## Governance without a bottleneck

- A catalogue lists every table with an owner, a description and its upstream sources.
- Personal data (names, emails, phone numbers) sits in separate columns with masking for anyone outside the roles that need it.
- Access is granted to roles, never to individuals.

## Costs and housekeeping

Object storage is cheap, but small files and old versions add up. We scheduled compaction and Z-ordering on the largest tables weekly, and set a 30-day retention on table history. Storage for roughly 10 TB of data costs less per month than one of the old warehouse's compute nodes.

## The outcome

- One definition of every business metric, used by finance, marketing and data science.
- Hourly freshness instead of daily.
- Data platform costs down by about 40%.
- Analysts can query any point in the last 30 days with time travel, which ended most "the number changed since yesterday" disputes.

The technology matters less than the discipline: strict layers, checks on every load, and owners for every table.
`,
  },
  {
    title: "Rolling out MFA to 2,000 staff without swamping the helpdesk",
    slug: "mfa-rollout-without-helpdesk-overload",
    authorName: "Farah Sheikh",
    publishedOn: "2025-01-21",
    categorySlugs: ["security"],
    comments: [
      {
        name: "Zoya Khan",
        daysAfterPost: 2,
        message:
          "Verifying identity by video call before resetting MFA is a good control. Most helpdesks we have seen only ask for an employee number.",
      },
      {
        name: "Prakash Hegde",
        daysAfterPost: 5,
        message:
          "Did you see any resistance to installing the authenticator app on personal phones?",
      },
      {
        name: "Shreya Kapoor",
        daysAfterPost: 12,
        message:
          "Number matching stopped the prompt-fatigue approvals for us almost overnight.",
      },
    ],
    content: `Multi-factor authentication is the single control that stops most account takeovers, and almost every security review asks for it. The hard part is not the technology. It is moving two thousand people, many of them in branches with shared desktops and patchy mobile coverage, without a week of locked-out staff and an overwhelmed helpdesk. This is how we did it for a financial services group.

## Decide the methods first

We offered three methods, in order of preference:

1. **Authenticator app push with number matching**, for anyone with a company or personal smartphone.
2. **FIDO2 security keys**, for administrators, and for staff who cannot or will not use a phone at work.
3. **Hardware OTP tokens**, as a fallback for a small group at branches with no mobile signal.

SMS codes were allowed only as a temporary method during enrolment, because SIM-swap attacks make them the weakest option.

## Phase the rollout

We rolled out in waves of about 200 people, one department or region at a time:

- **Week 0**: IT and the security team, to find problems on ourselves.
- **Weeks 1–2**: head office departments with the highest privileges: finance, HR, treasury.
- **Weeks 3–8**: regions and branches, one or two waves a week.

Each wave got an email two weeks ahead, a reminder a week later, and a 15-minute drop-in session on the day. Enrolment was open for a week before enforcement, so most people enrolled when it suited them.

## Make enrolment boring

A good enrolment takes under three minutes. We wrote a one-page guide with screenshots for each method and tested it on people outside IT. Two findings changed the guide: people did not know what "scan the QR code" meant on a laptop, and many did not have the authenticator app installed.

## Plan for the lost phone

The most common helpdesk call after MFA is "I changed my phone". We prepared for it:

- every user registers **two methods** where possible;
- the helpdesk verifies identity with a video call and the employee's manager before resetting a method, because a reset request is exactly what an attacker would make;
- a temporary access pass, valid for one hour, lets the user register a new method.

## Conditional access, not MFA everywhere all the time

Prompting on every sign-in trains people to approve prompts without thinking. We required MFA:

- on every sign-in from outside the corporate network;
- for every administrative role, always;
- when the risk engine flags an unusual sign-in.

Legacy authentication protocols that cannot do MFA were blocked after we found and migrated the last three applications using them.

## Watch the numbers daily

During the rollout we tracked a small dashboard:

| Measure | Target |
| --- | --- |
| Enrolled before enforcement | > 90% of the wave |
| MFA-related helpdesk tickets | < 5% of the wave |
| Push prompts denied or ignored | investigated daily |

Denied prompts turned out to be useful: two of them were real password-spraying attempts against accounts with reused passwords.

## Results

- 2,046 staff enrolled in eight weeks; 97% with two methods.
- MFA-related tickets peaked at 4.1% of a wave and fell below 1% a month after the rollout.
- Successful account takeovers since rollout: none.

MFA is a change management project with a security control inside it. Treat the helpdesk as a stakeholder from the first day.
`,
  },
  {
    title: "Triaging 3,000 customer emails a day with an LLM and a human in the loop",
    slug: "llm-email-triage",
    authorName: "Rohan Joshi",
    publishedOn: "2025-04-08",
    categorySlugs: ["automation-ai"],
    comments: [
      {
        name: "Ganesh Iyer",
        daysAfterPost: 3,
        message:
          "Sending low-confidence emails to a manual queue instead of guessing is the right call. How often do you retune the threshold?",
      },
      {
        name: "Anjali Deshmukh",
        daysAfterPost: 7,
        message:
          "Interesting that complaint recall mattered more than precision. Makes sense from a regulatory point of view.",
      },
    ],
    content: `The customer service team of an asset management company receives about 3,000 emails a day: address changes, statement requests, redemption queries, complaints, and a long tail of everything else. Before this project, two people spent their mornings reading each email and forwarding it to the right queue. We built an LLM-based triage service that classifies each email, extracts the key details and routes it in seconds. People still make every decision that affects a customer's money.

## What the model does, and what it does not

The model has three jobs:

1. **Classify** the email into one of 14 request types agreed with operations.
2. **Extract** identifiers: folio number, PAN (masked in logs), scheme name, amounts, dates.
3. **Flag** urgency and complaints, including regulatory complaint language.

It does **not** reply to customers, change records or approve anything. Those stay with the service team, who now start each case with a summary and the extracted details already filled in.

## Structured output, validated

We ask the model for JSON that matches a schema, and we validate every response. If validation fails, the email goes to the manual queue instead of being guessed at.

\`\`\`ts
const Triage = z.object({
  requestType: z.enum(REQUEST_TYPES),
  confidence: z.number().min(0).max(1),
  folioNumber: z.string().regex(/^[0-9]{6,12}$/).nullable(),
  isComplaint: z.boolean(),
  summary: z.string().max(400),
});

const parsed = Triage.safeParse(JSON.parse(modelOutput));
if (!parsed.success || parsed.data.confidence < 0.8) {
  return routeTo('manual-triage', email);
}
\`\`\`

## Protecting customer data

- The model runs on a cloud deployment in an Indian region, under the client's own account, with no data retained by the provider for training.
- Attachments are never sent to the model; only the email body and subject, after signatures and quoted history are stripped.
- Identifiers in logs are masked, and prompts and outputs are kept for 30 days for quality review only.

## Measuring before trusting

Before go-live we labelled 2,500 past emails with the operations team and ran the model against them. We went live only when:

- classification accuracy on the labelled set was above 94%;
- every complaint in the set was flagged (recall mattered far more than precision here);
- the confidence threshold sent no more than 15% of emails to manual triage.

After go-live, a team lead reviews a random sample of 50 routed emails every day. Disagreements go back into the evaluation set, and every prompt change is tested against the full set before release.

## Handling what the model cannot

Some emails are simply ambiguous: a customer writing "please do the needful" with a scanned form attached. These land in the manual queue, which is now small enough for one person to clear by mid-morning. We also route any email in a language the model handles poorly to the manual queue rather than trusting a low-quality classification.

## Results after three months

- Median time from email arrival to the right queue: from about 3 hours to under 2 minutes.
- 86% of emails routed automatically; 14% go to manual triage.
- Complaints identified on the day of receipt: 100% in the sampled reviews.
- The two people who triaged emails now handle escalated cases.

## The lesson

An LLM is a good reader and a poor decision-maker. Give it a narrow job, validate everything it returns, measure it against real data before go-live and keep measuring afterwards.
`,
  },
  {
    title: "GitOps for regulated teams: every change a pull request",
    slug: "gitops-for-regulated-teams",
    authorName: "Arjun Deshpande",
    publishedOn: "2025-07-29",
    categorySlugs: ["cloud-devops", "security"],
    comments: [],
    content: `Auditors at banks and NBFCs ask the same questions about production changes every year: who approved this change, what exactly changed, when was it deployed, and can you show that nothing else changed? Teams that deploy by running scripts from a laptop answer with screenshots and spreadsheets. Teams that use GitOps answer with a link. We moved a lending platform's 25 services to GitOps with Argo CD, and the last audit of change management took an afternoon instead of two weeks.

## The principle

Git is the only way to change what runs in a cluster. The desired state of every environment, down to image tags and configuration values, lives in a repository. An agent inside the cluster, Argo CD in our case, continuously compares the cluster with the repository and applies the difference. Nobody has write access to production clusters, including us.

## Repository layout

We keep application code and deployment configuration in separate repositories. The configuration repository looks like this:

\`\`\`text
platform-config/
  base/
    loan-origination/
    payments/
    notifications/
  environments/
    dev/
    uat/
    prod/
      kustomization.yaml
      loan-origination-patch.yaml
\`\`\`

\`base\` holds the common Kubernetes manifests; each environment applies small patches with Kustomize: replica counts, resource sizes, feature flags.

## How a change reaches production

1. A developer merges code; CI builds an image, scans it and signs it.
2. CI opens a pull request against the configuration repository that bumps the image tag in \`dev\`. It merges automatically if the tests pass.
3. Promotion to UAT and production is a pull request that copies the tag to the next environment.
4. Production pull requests need two approvals: one from the service's tech lead and one from the change manager. Branch protection enforces this; nobody can merge their own change.
5. Argo CD syncs the change, and the sync result is posted back to the pull request.

The pull request is the change record: it links the ticket, shows the diff, lists approvers and records the deployment time.

## Secrets without secrets in Git

Configuration is in Git, credentials are not. We use the External Secrets Operator: the repository holds a reference to a secret in the cloud provider's secret manager, and the operator creates the Kubernetes secret in the cluster. Rotating a database password is a change in the secret manager, with its own audit trail.

## Drift is an alert, not a surprise

Argo CD reports any difference between Git and the cluster. Self-heal is switched on for production, so a manual change is reverted within minutes, and an alert tells the platform team someone tried. In the first month this caught two well-meaning "quick fixes" made through a break-glass account.

## Break-glass, with a paper trail

There are emergencies. A break-glass role exists, protected by MFA and approval from the on-call manager, and every use opens an incident automatically. Whatever was changed must be committed to Git within 24 hours, or self-heal will undo it.

## Policy checks before merge

Pull requests against the configuration repository run policy checks with Open Policy Agent (Conftest):

- containers must not run as root;
- every deployment must have resource requests, liveness and readiness probes;
- images must come from the internal registry and carry a valid signature;
- production replicas must be at least two.

A failing policy blocks the merge, with a message that says which rule failed and how to fix it.

## What the teams noticed

- Deployments became dull, which is the goal: 30 to 40 production changes a week, and rollbacks are a one-line revert.
- New engineers learn the platform by reading the configuration repository.
- Audit evidence is a filtered list of merged pull requests, exported in minutes.
`,
  },
  {
    title: "Reconciling 50 million transactions a month with a streaming design",
    slug: "streaming-transaction-reconciliation",
    authorName: "Vikram Nair",
    publishedOn: "2025-10-14",
    categorySlugs: ["data-analytics", "digital-banking"],
    comments: [],
    content: `Reconciliation is the unglamorous heart of payments: proving that every transaction recorded by the platform matches what the bank, the card network and the payment gateway say happened. A payments company we work with processes about 50 million transactions a month. Their nightly batch reconciliation finished at 9 a.m. on a good day and at noon on a bad one, and finance could not close the previous day until it did. We replaced it with a streaming design that keeps reconciliation current within minutes.

## Why the batch job struggled

The old job loaded the full day's platform transactions and all settlement files into a database, then joined them. Three things made it slow and fragile:

- settlement files arrive at different times, some the next morning;
- a single late or malformed file stopped the whole run;
- every run re-processed the whole day, even when only one file had changed.

## The streaming design

We treat each source as a stream of events:

1. **Platform transactions** are published to Kafka as they happen.
2. **Settlement files** from banks and gateways are parsed as they arrive, each line becoming an event on a settlement topic.
3. A **matching service** keeps unmatched records from both sides in a state store keyed by a normalised reference (gateway transaction ID, or RRN for card payments).
4. When both sides of a pair arrive, the service compares amount, currency, status and date, and emits a *matched* or *break* event.
5. Records still unmatched after a configurable window (48 hours for most sources) become *ageing breaks* for the operations team.

Because state is kept per record, a late file matches only the records it contains; nothing else is re-processed.

## Normalising references

Most of the engineering went into one unglamorous function: turning each source's reference format into a common key. Banks pad, truncate, prefix and reformat references in their own ways. We built a small rule set per source, with unit tests written from real (masked) samples:

\`\`\`python
def normalise_reference(source: str, raw: str) -> str:
    ref = raw.strip().upper()
    if source == "BANK_A":
        ref = ref.removeprefix("UPI/").split("/")[0]
    elif source == "GATEWAY_B":
        ref = ref.lstrip("0")
    return ref
\`\`\`

## Breaks people can act on

A break that says "unmatched" is not useful. Every break carries a type (amount mismatch, missing settlement, duplicate settlement, status mismatch), both records side by side and a suggested action. Operations work breaks in a queue ordered by amount and age. Resolved breaks keep a reason code, which tells us which sources cause the most trouble.

## Reporting from the same events

Matched and break events land in the lakehouse, where finance dashboards in Power BI show the reconciliation position per source, updated every 15 minutes. The daily close now starts at 7 a.m. with a position that is already complete for every source whose files have arrived.

## Results

| Measure | Batch | Streaming |
| --- | --- | --- |
| Reconciliation complete for the previous day | 9 a.m. to noon | by 7 a.m. |
| Time to detect a break | next day | under 15 minutes |
| Auto-matched share | 97.1% | 99.4% |
| Failed runs per month | 4–6 | none (per-file retries) |

The improvement in auto-match rate came mostly from better reference normalisation, not from streaming. Streaming gave speed and resilience; patient work on the data gave accuracy. Both were needed.
`,
  },
  {
    title: "Moving 5 TB from Oracle to PostgreSQL in three weeks",
    slug: "oracle-to-postgresql-migration",
    authorName: "Meera Kulkarni",
    publishedOn: "2026-02-10",
    categorySlugs: ["cloud-devops", "data-analytics"],
    comments: [],
    content: `A wealth management firm ran its client portfolio platform on an on-premise Oracle database: about 5 TB of data, 1,400 tables, and a licence renewal approaching. They asked us to move it to PostgreSQL on AWS with less than two hours of downtime. Planning and rehearsal took two months; the migration itself took three weeks from the first full copy to cut-over, and the cut-over window was 95 minutes.

## Assess before promising

We started with an inventory, not a tool. Out of the whole schema, the hard parts were few but specific:

- 240 PL/SQL packages with business logic, some using Oracle-specific features such as autonomous transactions;
- \`NUMBER\` columns without precision, used for both integers and money;
- date handling that relied on Oracle's \`DATE\` including a time part;
- a handful of materialised views refreshed by scheduled jobs.

AWS Schema Conversion Tool converted about 80% of the code automatically. The rest we rewrote by hand, starting with the packages on the most used screens.

## Data types, decided once

We wrote a type-mapping table and applied it everywhere, instead of deciding column by column:

| Oracle | PostgreSQL |
| --- | --- |
| NUMBER(p,0), p ≤ 9 | integer |
| NUMBER(p,0), p > 9 | bigint |
| NUMBER (money columns) | numeric(18,4) |
| DATE | timestamp(0) |
| VARCHAR2(n) | varchar(n) |
| CLOB | text |

Money columns were identified from the data dictionary and confirmed with the application team, because guessing wrong there is expensive.

## Copy, then keep in sync

The approach was a full load followed by change data capture:

1. **Full load** with AWS DMS, table by table, largest tables split into parallel ranges. The first full copy took 30 hours.
2. **Ongoing replication** from Oracle redo logs, keeping PostgreSQL a few seconds behind production for the next three weeks.
3. **Validation** every night: row counts for every table, and checksums on key columns for the 50 largest tables.

During those three weeks, the application ran against Oracle as usual while testers ran the full regression suite against a copy of the application pointed at PostgreSQL.

## Performance tuning before cut-over

A query that is fast on Oracle is not always fast on PostgreSQL. We captured the 200 most frequent statements from Oracle's workload reports, ran them against PostgreSQL and looked at plans with \`EXPLAIN (ANALYZE, BUFFERS)\`. Most problems were fixed with indexes or by rewriting correlated subqueries as joins. A handful needed \`work_mem\` raised for specific reporting sessions.

## The cut-over

We rehearsed the cut-over three times on a production-sized copy. On the night:

1. Stop application writes and wait for replication lag to reach zero (6 minutes).
2. Run the final validation scripts (25 minutes).
3. Reset sequences to the maximum id of each table plus a margin.
4. Switch the application's connection configuration and restart (15 minutes).
5. Run smoke tests covering logins, valuations and order placement (30 minutes).
6. Open to users.

A rollback plan, with reverse replication to Oracle ready to start, was written and rehearsed; we did not need it.

## After the move

- Licence and hardware costs for the database fell by roughly 60%.
- Nightly valuation batches run 20% faster, mainly because of better indexing done during the migration.
- The database now sits in a managed service with automated backups and point-in-time recovery.

The rehearsals made the difference. By the third one, the cut-over was a checklist, and checklists are what you want at 2 a.m.
`,
  },
];
