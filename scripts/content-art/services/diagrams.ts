// The services pages' diagrams, 960 x 540 each.
import { C, arrow, icon, labelBox, rect, svgDoc, text, type IconName } from "./svg-kit.ts";

const W = 960;
const H = 540;

function frame(): string {
  return rect(0, 0, W, H, { fill: C.white, rx: 0 });
}

function header(x: number, y: number, label: string, maxWidth: number): string {
  return text(x, y, label.toUpperCase(), { size: 18, weight: 700, fill: C.muted, letterSpacing: 1.5, maxWidth });
}

// --- Platform development --------------------------------------------------

export function platformLayers(): string {
  const layers: { name: string[]; chips: string[]; thor?: boolean }[] = [
    { name: ["Channels"], chips: ["Web portal", "Mobile app", "Partner APIs"] },
    { name: ["API gateway"], chips: ["OAuth / OIDC", "MFA", "Rate limits"] },
    { name: ["Business", "services"], chips: ["Onboarding", "Payments", "Reporting"] },
    { name: ["Thor modules"], chips: ["Workflow", "Documents", "Audit trail"], thor: true },
    { name: ["Data & cloud"], chips: ["PostgreSQL", "Kafka", "Kubernetes"] },
  ];
  let b = frame();
  const h = 86;
  const gap = 17;
  layers.forEach((l, i) => {
    const y = 20 + i * (h + gap);
    b += rect(20, y, 920, h, { fill: l.thor ? "#fff8e6" : C.tint2, stroke: l.thor ? C.accent : C.line, sw: 2, rx: 16 });
    b += labelBox(20, y, 250, h, l.name, {
      fill: l.thor ? C.accent : C.primary,
      color: l.thor ? C.ink : C.white,
      size: 25,
      weight: 700,
      rx: 16,
    });
    l.chips.forEach((c, j) => {
      b += labelBox(298 + j * 212, y + 14, 196, h - 28, c, {
        fill: C.white,
        stroke: l.thor ? C.accent : C.line,
        size: 22,
        weight: 600,
        color: C.primary,
        rx: 12,
      });
    });
  });
  return svgDoc(
    W,
    H,
    "Platform layers: channels, API gateway, business services, Thor modules, data and cloud",
    b,
  );
}

export function functionalArchitecture(): string {
  let b = frame();
  const rows = [60, 170, 280];
  const bh = 80;
  // Column headers.
  b += header(119, 38, "Channels", 190);
  b += header(335, 38, "Gateway", 140);
  b += header(578, 38, "Domain services", 276);
  b += header(848, 38, "Partners", 176);
  // Channels.
  const channels = [["Customer", "web portal"], ["Mobile app"], ["Back office"]];
  channels.forEach((c, i) => {
    b += labelBox(24, rows[i]!, 190, bh, c, { fill: C.tint2, stroke: C.line, size: 21, color: C.primary });
    b += arrow([[214, rows[i]! + bh / 2], [266, rows[i]! + bh / 2]], { color: "slate" });
  });
  // Gateway (tall).
  b += rect(270, 60, 130, 300, { fill: C.primary, rx: 16 });
  b += text(335, 210, ["API", "gateway"], { size: 24, weight: 700, fill: C.white, vcenter: true, maxWidth: 116 });
  b += text(335, 300, ["OAuth", "+ MFA"], { size: 17, weight: 600, fill: C.tint, vcenter: true, maxWidth: 116 });
  b += arrow([[400, 210], [436, 210]], { color: "slate" });
  // Domain services.
  b += rect(440, 60, 276, 300, { fill: C.tint2, stroke: C.line, rx: 16 });
  const services = ["Onboarding & KYC", "Loans & payments", "Workflow", "Notifications"];
  services.forEach((s, i) => {
    b += labelBox(454, 76 + i * 70, 248, 58, s, { fill: C.white, stroke: C.line, size: 21, color: C.ink, rx: 12 });
  });
  // Partners.
  const partners = [["Core banking"], ["Payment", "gateway"], ["KYC bureaus"]];
  partners.forEach((p, i) => {
    b += labelBox(760, rows[i]!, 176, bh, p, { fill: C.white, stroke: C.light, size: 21, color: C.primary });
    b += arrow([[722, rows[i]! + bh / 2], [754, rows[i]! + bh / 2]], { color: "slate", both: true });
  });
  // Event bus and data.
  b += arrow([[578, 364], [578, 396]], { color: "teal", both: true });
  b += labelBox(270, 400, 446, 52, "Event bus: Apache Kafka", { fill: C.teal, color: C.white, size: 22, weight: 700 });
  b += labelBox(24, 470, 912, 54, "Data: PostgreSQL  ·  data warehouse  ·  object storage", {
    fill: C.tint,
    color: C.primary,
    size: 22,
    weight: 700,
  });
  return svgDoc(
    W,
    H,
    "Functional architecture: channels call domain services through an API gateway; services exchange events on Kafka and connect to partners",
    b,
  );
}

// --- BI & analytics --------------------------------------------------------

export function sampleBiSolution(): string {
  let b = frame();
  b += header(122, 40, "Sources", 196);
  b += header(348, 40, "Ingest", 160);
  b += header(586, 40, "Lakehouse", 220);
  b += header(840, 40, "Consume", 192);
  const sources = ["Core systems", "CRM", "App events", "Excel & files"];
  sources.forEach((s, i) => {
    const y = 66 + i * 90;
    b += labelBox(24, y, 196, 72, s, { fill: C.tint2, stroke: C.line, size: 21, color: C.primary });
    b += arrow([[220, y + 36], [262, y + 36]], { color: "slate" });
  });
  // Ingest.
  b += rect(268, 66, 160, 342, { fill: C.primary, rx: 16 });
  b += icon("gear", 348, 150, 0.9, C.white, C.light);
  b += text(348, 232, "Ingest", { size: 25, weight: 700, fill: C.white, maxWidth: 140 });
  b += text(348, 280, ["Data Factory", "Airflow", "Kafka"], { size: 17, weight: 600, fill: C.tint, maxWidth: 144, lineHeight: 1.45 });
  b += arrow([[428, 118], [470, 118]], { color: "slate" });
  // Lakehouse medallion layers.
  const layers: { t: string; s: string; fill: string; stroke: string }[] = [
    { t: "Bronze: raw", s: "as landed", fill: C.bg, stroke: C.line },
    { t: "Silver: cleaned", s: "validated, joined", fill: C.tint, stroke: C.tint },
    { t: "Gold: curated", s: "dbt star schemas", fill: C.accentSoft, stroke: C.accent },
  ];
  layers.forEach((l, i) => {
    const y = 66 + i * 122;
    b += rect(476, y, 220, 98, { fill: l.fill, stroke: l.stroke, rx: 14 });
    b += text(586, y + 42, l.t, { size: 21, weight: 700, fill: C.ink, maxWidth: 200 });
    b += text(586, y + 72, l.s, { size: 17, weight: 500, fill: C.slate, maxWidth: 200 });
    if (i < 2) b += arrow([[586, y + 98], [586, y + 118]], { color: "slate" });
  });
  // Consume.
  const consume = ["Power BI", "Tableau", "Alerts & APIs"];
  consume.forEach((c, i) => {
    const y = 66 + i * 126;
    b += labelBox(744, y, 192, 90, c, { fill: C.white, stroke: C.light, size: 22, color: C.primary });
    b += arrow([[712, y + 45], [738, y + 45]], { color: "accent" });
  });
  // Bus from the gold layer to every consumer.
  b += `<path d="M696 363 H712 M712 111 V363" fill="none" stroke="${C.accent}" stroke-width="3" stroke-linecap="round"/>`;
  b += labelBox(24, 444, 912, 72, "Governance: catalogue  ·  data-quality tests  ·  row-level security", {
    fill: C.tint2,
    stroke: C.line,
    color: C.primary,
    size: 21,
    weight: 700,
  });
  return svgDoc(
    W,
    H,
    "Sample BI solution: sources are ingested into a bronze, silver and gold lakehouse and served to Power BI, Tableau and APIs",
    b,
  );
}

// --- Cloud management ------------------------------------------------------

export function cloudFramework(): string {
  let b = frame();
  const stages: { t: string; d: string[] }[] = [
    { t: "Assess", d: ["Workloads,", "cost, risk"] },
    { t: "Design", d: ["Landing zone", "in Terraform"] },
    { t: "Migrate", d: ["Rehost or", "refactor"] },
    { t: "Operate", d: ["CI/CD, 24x7", "L1 to L3"] },
    { t: "Optimise", d: ["Rightsize,", "autoscale"] },
  ];
  const w = 152;
  const gap = 38;
  const x0 = (W - (5 * w + 4 * gap)) / 2;
  const y = 40;
  const h = 250;
  const centres: number[] = [];
  stages.forEach((s, i) => {
    const x = x0 + i * (w + gap);
    centres.push(x + w / 2);
    const hl = i >= 3;
    b += rect(x, y, w, h, { fill: hl ? C.primary : C.tint2, stroke: hl ? C.primary : C.line, rx: 18 });
    b += `<circle cx="${x + w / 2}" cy="${y + 50}" r="24" fill="${C.accent}"/>`;
    b += text(x + w / 2, y + 50, String(i + 1), { size: 22, weight: 700, fill: C.ink, vcenter: true });
    b += text(x + w / 2, y + 122, s.t, { size: 25, weight: 700, fill: hl ? C.white : C.primary, maxWidth: w - 16 });
    b += text(x + w / 2, y + 170, s.d, { size: 18, weight: 500, fill: hl ? C.tint : C.slate, maxWidth: w - 16, lineHeight: 1.35 });
    if (i < 4) b += arrow([[x + w + 4, y + h / 2], [x + w + gap - 6, y + h / 2]], { color: "slate" });
  });
  // Loop from Optimise back to Operate.
  const loopY = y + h + 40;
  b += arrow(
    [
      [centres[4]!, y + h + 4],
      [centres[4]!, loopY],
      [centres[3]!, loopY],
      [centres[3]!, y + h + 10],
    ],
    { color: "accent", width: 4 },
  );
  b += text((centres[3]! + centres[4]!) / 2, loopY + 30, "monthly review", { size: 17, weight: 600, fill: C.muted, maxWidth: 200 });
  b += labelBox(24, 386, 912, 60, "Security & governance: IAM  ·  policy as code  ·  audits twice a year", {
    fill: C.dark,
    color: C.white,
    size: 21,
    weight: 700,
  });
  b += labelBox(24, 460, 912, 60, "Support: L1, L2 and L3 across 5 time zones", {
    fill: C.accentSoft,
    color: C.ink,
    size: 21,
    weight: 700,
  });
  return svgDoc(
    W,
    H,
    "Cloud management framework: assess, design, migrate, operate and optimise, with security, governance and L1 to L3 support across every stage",
    b,
  );
}

// --- Snake of six stages (RPA delivery, QA pipeline) -------------------------

type Stage = { t: string; d: string[]; icon?: IconName };

function snake(stages: Stage[], marker: "number" | "icon", footer: string): string {
  let b = frame();
  const w = 262;
  const h = 172;
  const xs = [34, 349, 664];
  const ys = [30, 290];
  const pos = (i: number): [number, number] => (i < 3 ? [xs[i]!, ys[0]!] : [xs[5 - i]!, ys[1]!]);
  stages.forEach((s, i) => {
    const [x, y] = pos(i);
    const last = i === stages.length - 1;
    b += rect(x, y, w, h, { fill: last ? C.primary : C.tint2, stroke: last ? C.primary : C.line, rx: 18 });
    if (marker === "number") {
      b += `<circle cx="${x + 40}" cy="${y + 42}" r="22" fill="${C.accent}"/>`;
      b += text(x + 40, y + 42, String(i + 1), { size: 21, weight: 700, fill: C.ink, vcenter: true });
    } else if (s.icon) {
      b += `<circle cx="${x + 40}" cy="${y + 42}" r="26" fill="${last ? C.light : C.white}"/>`;
      b += icon(s.icon, x + 40, y + 42, 0.62, last ? C.white : C.teal, last ? C.light : C.white);
    }
    b += text(x + 76, y + 50, s.t, { size: 24, weight: 700, fill: last ? C.white : C.primary, anchor: "start", maxWidth: w - 86 });
    b += text(x + 24, y + 108, s.d, { size: 20, weight: 500, fill: last ? C.tint : C.slate, anchor: "start", maxWidth: w - 40, lineHeight: 1.35 });
  });
  // Connectors.
  for (let i = 0; i < stages.length - 1; i++) {
    const [x, y] = pos(i);
    if (i === 2) {
      b += arrow([[x + w / 2, y + h + 6], [x + w / 2, ys[1]! - 8]], { color: "accent", width: 4 });
    } else if (i < 2) {
      b += arrow([[x + w + 6, y + h / 2], [x + w + 47, y + h / 2]], { color: "accent", width: 4 });
    } else {
      b += arrow([[x - 6, y + h / 2], [x - 47, y + h / 2]], { color: "accent", width: 4 });
    }
  }
  b += text(W / 2, 508, footer, { size: 20, weight: 700, fill: C.slate, maxWidth: 900 });
  return b;
}

export function rpaDeliveryFramework(): string {
  const b = snake(
    [
      { t: "Discover", d: ["Shortlist tasks by", "volume and rules"] },
      { t: "Assess", d: ["Score hours saved", "and exceptions"] },
      { t: "Design", d: ["Process and bot", "design documents"] },
      { t: "Build & test", d: ["Bots tested on real", "exception cases"] },
      { t: "Deploy", d: ["Queues, secrets", "and runbooks"] },
      { t: "Monitor", d: ["Dashboards, alerts", "and monthly tuning"] },
    ],
    "number",
    "A typical first bot goes live in 4 to 6 weeks",
  );
  return svgDoc(
    W,
    H,
    "RPA delivery framework in six stages: discover, assess, design, build and test, deploy, monitor",
    b,
  );
}

export function qaPipeline(): string {
  const b = snake(
    [
      { t: "Commit", d: ["Pull request and", "static checks"], icon: "code" },
      { t: "Unit & API", d: ["JUnit, Jest and", "REST Assured"], icon: "gear" },
      { t: "UI tests", d: ["Playwright, Appium", "and Selenium"], icon: "browser" },
      { t: "Performance", d: ["JMeter or k6 on", "the release build"], icon: "linechart" },
      { t: "Security", d: ["OWASP ZAP and", "dependency scans"], icon: "shield" },
      { t: "Release", d: ["Go or no-go report", "with open risks"], icon: "rocket" },
    ],
    "icon",
    "A failed gate stops the build; the report names the test and the commit",
  );
  return svgDoc(
    W,
    H,
    "Quality gates in the delivery pipeline: commit, unit and API tests, UI tests, performance, security, release",
    b,
  );
}

// --- Platform accelerators -------------------------------------------------

export function acceleratorPath(): string {
  let b = frame();
  const phases: { t: string[]; when: string; icon: IconName; items: string[]; fill: string }[] = [
    { t: ["Strategy"], when: "Weeks 1–2", icon: "bulb", items: ["Lean Canvas", "Interviews", "Success metrics"], fill: C.primary },
    { t: ["Architecture", "& design"], when: "Weeks 3–4", icon: "layers", items: ["Figma prototypes", "API-first design", "Security design"], fill: C.light },
    { t: ["Build"], when: "Months 2–3", icon: "code", items: ["2-week sprints", "Thor modules", "Automated tests"], fill: C.teal },
    { t: ["Growth"], when: "Month 4 on", icon: "rocket", items: ["A/B experiments", "Funnels", "L1–L3 support"], fill: C.dark },
  ];
  const w = 204;
  const gap = 32;
  const x0 = (W - (4 * w + 3 * gap)) / 2;
  phases.forEach((p, i) => {
    const x = x0 + i * (w + gap);
    const cx = x + w / 2;
    b += rect(x, 24, w, 400, { fill: C.tint2, stroke: C.line, rx: 18 });
    b += `<circle cx="${cx}" cy="92" r="46" fill="${p.fill}"/>`;
    b += icon(p.icon, cx, 92, 0.95, C.white, p.fill);
    b += text(cx, p.t.length > 1 ? 176 : 190, p.t, { size: 25, weight: 700, fill: C.primary, maxWidth: w - 16, lineHeight: 1.15 });
    b += labelBox(x + 26, 228, w - 52, 42, p.when, { fill: C.accentSoft, color: C.ink, size: 18, weight: 700, rx: 20 });
    b += text(cx, 322, p.items, { size: 20, weight: 500, fill: C.slate, maxWidth: w - 16, lineHeight: 1.6 });
  });
  for (let i = 0; i < 3; i++) {
    const cx = x0 + i * (w + gap) + w / 2;
    b += arrow([[cx + 54, 92], [cx + w + gap - 56, 92]], { color: "accent", width: 4 });
  }
  b += labelBox(24, 448, 912, 68, "First version in users' hands in 3 months", { fill: C.primary, color: C.white, size: 24, weight: 700 });
  return svgDoc(
    W,
    H,
    "Accelerator path: strategy in weeks 1 to 2, architecture and design in weeks 3 to 4, build in months 2 to 3, growth from month 4",
    b,
  );
}
