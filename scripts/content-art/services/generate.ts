// Writes the services pages' diagrams and use-case illustrations into
// public/diagrams/<slug>/. Run: npx tsx scripts/content-art/services/generate.ts [--png]
// With --png it also renders every SVG to /tmp/services-art/ and builds contact sheets.
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  acceleratorPath,
  cloudFramework,
  functionalArchitecture,
  platformLayers,
  qaPipeline,
  rpaDeliveryFramework,
  sampleBiSolution,
} from "./diagrams.ts";
import { setCurrentFile, useCaseIllustration as uc, warnings } from "./svg-kit.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const out = join(root, "public/diagrams");

const files: Record<string, () => string> = {
  // Platform development
  "platform-development/platform-layers.svg": platformLayers,
  "platform-development/functional-architecture.svg": functionalArchitecture,
  "platform-development/use-case-banking-finance-framework.svg": () =>
    uc(
      "Loan products configured on the Thor framework and launched as a digital lending journey",
      [
        { icon: "document", label: ["Loan", "products"] },
        { icon: "gear", label: ["Thor", "framework"], highlight: true },
        { icon: "phone", label: ["Digital", "lending"] },
      ],
      ["First version live in 3 months"],
    ),
  "platform-development/use-case-print-publishing-usa.svg": () =>
    uc(
      "A publisher's 5 TB archive moved to cloud storage with search, feeding print-ready titles",
      [
        { icon: "document", label: ["5 TB", "archive"] },
        { icon: "cloud", label: ["Amazon S3", "+ search"], highlight: true },
        { icon: "book", label: ["Print-ready", "titles"] },
      ],
      ["5 TB migrated in 2–3 weeks"],
    ),
  "platform-development/use-case-online-travel-data-platform.svg": () =>
    uc(
      "Travel bookings flowing into one data platform and out to dashboards",
      [
        { icon: "plane", label: ["Bookings &", "payments"] },
        { icon: "database", label: ["Data", "platform"], highlight: true },
        { icon: "chart", label: ["Daily", "dashboards"] },
      ],
      ["~10 TB  ·  100k+ customers", "~50M transactions"],
    ),

  // BI & analytics
  "bi-and-analytics/sample-bi-solution.svg": sampleBiSolution,
  "bi-and-analytics/use-case-wealth-management-bi.svg": () =>
    uc(
      "Excel reports replaced by a governed data model and Power BI dashboards",
      [
        { icon: "document", label: ["30 Excel", "reports"] },
        { icon: "database", label: ["One data", "model"], highlight: true },
        { icon: "chart", label: ["Power BI", "dashboards"] },
      ],
      ["Daily refresh by 7 a.m."],
    ),
  "bi-and-analytics/use-case-online-travel-data-platform.svg": () =>
    uc(
      "Travel bookings and payments loaded into a lakehouse and shown on revenue dashboards",
      [
        { icon: "plane", label: ["Bookings &", "payments"] },
        { icon: "layers", label: ["Lakehouse"], highlight: true },
        { icon: "linechart", label: ["Revenue", "dashboards"] },
      ],
      ["~10 TB  ·  100k+ customers", "~50M transactions"],
    ),

  // Cloud management
  "cloud-management/framework.svg": cloudFramework,
  "cloud-management/use-case-automated-ci-cd-pipeline.svg": () =>
    uc(
      "A commit built and tested automatically, then deployed to Kubernetes",
      [
        { icon: "code", label: ["Commit"] },
        { icon: "gear", label: ["Build &", "test"], highlight: true },
        { icon: "cloud", label: ["Deploy", "to EKS"] },
      ],
      ["Deploys in under 20 minutes"],
    ),
  "cloud-management/use-case-cloud-cost-optimization.svg": () =>
    uc(
      "Cloud spend tagged and rightsized, with savings plans for the baseline",
      [
        { icon: "cloud", label: ["AWS", "spend"] },
        { icon: "magnifier", label: ["Tag &", "rightsize"], highlight: true },
        { icon: "coin", label: ["Savings", "plans"] },
      ],
      ["Monthly spend down 38%"],
    ),
  "cloud-management/use-case-infra-application-monitoring.svg": () =>
    uc(
      "Applications and infrastructure emitting metrics and traces that raise on-call alerts",
      [
        { icon: "server", label: ["Apps &", "infra"] },
        { icon: "linechart", label: ["Metrics &", "traces"], highlight: true },
        { icon: "bell", label: ["On-call", "alert"] },
      ],
      ["Issues detected in under 3 minutes"],
    ),
  "cloud-management/use-case-operations-and-security.svg": () =>
    uc(
      "Single sign-on with MFA, twice-yearly audits and round-the-clock support",
      [
        { icon: "lock", label: ["SSO +", "MFA"] },
        { icon: "shield", label: ["Audits", "twice a year"], highlight: true },
        { icon: "clock", label: ["24x7", "L1 to L3"] },
      ],
      ["99.95% monthly uptime"],
    ),

  // RPA solutions
  "rpa-solutions/delivery-framework.svg": rpaDeliveryFramework,
  "rpa-solutions/use-case-healthcare-portal-scraping.svg": () =>
    uc(
      "Bots reading insurer portals and filling one claim status table",
      [
        { icon: "browser", label: ["20+ insurer", "portals"] },
        { icon: "robot", label: ["UiPath", "bots"], highlight: true },
        { icon: "database", label: ["Claim", "status table"] },
      ],
      ["About 3,000 claims checked daily"],
    ),
  "rpa-solutions/use-case-id-verification-ocr.svg": () =>
    uc(
      "An ID photo read by OCR, checked by rules and passed as a verified borrower",
      [
        { icon: "idcard", label: ["ID", "photo"] },
        { icon: "magnifier", label: ["OCR +", "rules"], highlight: true },
        { icon: "check", label: ["Verified", "borrower"] },
      ],
      ["85% processed with no human touch"],
    ),
  "rpa-solutions/use-case-market-data-scraping.svg": () =>
    uc(
      "Market data collected from public sources by scrapers and fed into daily research",
      [
        { icon: "browser", label: ["40+", "sources"] },
        { icon: "robot", label: ["Playwright", "scrapers"], highlight: true },
        { icon: "chart", label: ["Daily", "research"] },
      ],
      ["Data ready by 8 a.m."],
    ),
  "rpa-solutions/use-case-customer-onboarding-automation.svg": () =>
    uc(
      "An account application processed by a bot through screening, core banking and CRM",
      [
        { icon: "document", label: ["Application"] },
        { icon: "robot", label: ["Screening,", "CIF, CRM"], highlight: true },
        { icon: "user", label: ["Account", "active"] },
      ],
      ["45 minutes down to 8"],
    ),
  "rpa-solutions/use-case-invoice-automation.svg": () =>
    uc(
      "Invoices from a mailbox extracted, matched and posted to the ERP",
      [
        { icon: "mail", label: ["Invoice", "inbox"] },
        { icon: "robot", label: ["Extract &", "match"], highlight: true },
        { icon: "document", label: ["Posted", "to SAP"] },
      ],
      ["70% posted with no keying"],
    ),

  // Platform accelerators
  "platform-acceleration/accelerator-path.svg": acceleratorPath,
  "platform-acceleration/use-case-advisor-network-platform.svg": () =>
    uc(
      "A validated idea built on Thor and grown into a network of advisors",
      [
        { icon: "bulb", label: ["Lean", "Canvas"] },
        { icon: "rocket", label: ["Thor", "build"], highlight: true },
        { icon: "users", label: ["300+", "advisors"] },
      ],
      ["First version in 3 months"],
    ),
  "platform-acceleration/use-case-insurtech-apps.svg": () =>
    uc(
      "Three apps delivered together: customer app, agent app and operations console",
      [
        { icon: "phone", label: ["Customer", "app"] },
        { icon: "phone", label: ["Agent", "app"], highlight: true },
        { icon: "browser", label: ["Operations", "console"] },
      ],
      ["3 apps in 4 months"],
      { joiner: "plus" },
    ),
  "platform-acceleration/use-case-b2b-saas-scale-up.svg": () =>
    uc(
      "An early product rebuilt as a multi-tenant platform serving enterprise customers",
      [
        { icon: "code", label: ["Early", "product"] },
        { icon: "server", label: ["Multi-", "tenant"], highlight: true },
        { icon: "users", label: ["Enterprise", "customers"] },
      ],
      ["500+ customers  ·  150+ partners"],
    ),
  "platform-acceleration/use-case-digital-lending-mvp.svg": () =>
    uc(
      "Store owners applying through a lending app and receiving a loan",
      [
        { icon: "users", label: ["Store", "owners"] },
        { icon: "phone", label: ["Lending", "app"], highlight: true },
        { icon: "coin", label: ["Loan", "disbursed"] },
      ],
      ["Decisions in under 15 minutes"],
    ),

  // Testing & QA
  "testing-and-qa/qa-pipeline.svg": qaPipeline,
  "testing-and-qa/use-case-wealth-platform-test-automation.svg": () =>
    uc(
      "Every commit triggering Playwright and Appium suites with a nightly report",
      [
        { icon: "code", label: ["Every", "commit"] },
        { icon: "gear", label: ["Playwright", "+ Appium"], highlight: true },
        { icon: "chart", label: ["Nightly", "report"] },
      ],
      ["Regression: 6 days down to 3 hours"],
    ),
  "testing-and-qa/use-case-travel-booking-performance.svg": () =>
    uc(
      "Simulated peak traffic against a booking engine, measured by response time",
      [
        { icon: "users", label: ["3x peak", "load"] },
        { icon: "server", label: ["Booking", "engine"], highlight: true },
        { icon: "linechart", label: ["p95 under", "2 seconds"] },
      ],
      ["1,200 searches per second"],
    ),
  "testing-and-qa/use-case-lending-app-security.svg": () =>
    uc(
      "A lending app scanned and tested for security, with findings fixed before launch",
      [
        { icon: "phone", label: ["Lending", "app"] },
        { icon: "magnifier", label: ["ZAP +", "Burp Suite"], highlight: true },
        { icon: "shield", label: ["27 fixes", "verified"] },
      ],
      ["Launched on the planned date"],
    ),
  "testing-and-qa/use-case-publishing-regression-suite.svg": () =>
    uc(
      "Print PDFs compared visually by the regression suite before each release",
      [
        { icon: "book", label: ["Print", "PDFs"] },
        { icon: "magnifier", label: ["Visual", "diff"], highlight: true },
        { icon: "check", label: ["Release", "approved"] },
      ],
      ["Zero severity-1 defects"],
    ),
};

const written: string[] = [];
for (const [rel, make] of Object.entries(files)) {
  setCurrentFile(rel);
  const svg = make();
  const path = join(out, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
  const size = statSync(path).size;
  if (size > 40_000) throw new Error(`${rel} is ${size} bytes (limit 40 KB)`);
  if (/<image|href=|<script/i.test(svg)) throw new Error(`${rel} has an external reference, image or script`);
  written.push(path);
  console.log(`${rel}  ${(size / 1024).toFixed(1)} KB`);
}
if (warnings.length) {
  console.warn(`\n${warnings.length} possible text overflows:`);
  for (const w of warnings) console.warn("  " + w);
}

if (process.argv.includes("--png")) {
  const sharp = (await import("sharp")).default;
  const tmp = "/tmp/services-art";
  mkdirSync(tmp, { recursive: true });
  const pngs: { path: string; w: number; h: number }[] = [];
  for (const p of written) {
    const name = p.slice(out.length + 1).replace(/\//g, "__").replace(/\.svg$/, ".png");
    const target = join(tmp, name);
    const info = await sharp(p).png().toFile(target);
    pngs.push({ path: target, w: info.width, h: info.height });
  }
  // Contact sheets: six pictures per sheet, 2 columns, shown small (as on a phone).
  const cellW = 640;
  for (let s = 0; s * 6 < pngs.length; s++) {
    const group = pngs.slice(s * 6, s * 6 + 6);
    const composites = await Promise.all(
      group.map(async (g, i) => {
        const buf = await sharp(g.path).resize({ width: cellW - 20 }).png().toBuffer();
        return { input: buf, left: (i % 2) * cellW + 10, top: Math.floor(i / 2) * 400 + 10 };
      }),
    );
    await sharp({ create: { width: cellW * 2, height: 400 * 3, channels: 3, background: "#999999" } })
      .composite(composites)
      .png()
      .toFile(join(tmp, `sheet-${s + 1}.png`));
  }
  console.log(`\nPNGs and contact sheets in ${tmp}`);
}
