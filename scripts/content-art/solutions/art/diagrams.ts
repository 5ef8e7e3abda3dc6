/** The 960x540 diagrams of the solution pages, keyed by their public path. */
import { boundary, C, chip, chipGrid, node, numBadge } from "../lib/diagram.ts";
import { icon } from "../lib/icons.ts";
import { arrow, esc, markers, n, pill, rect, svgDoc, text, wrap } from "../lib/svg.ts";

type Draw = (alt: string) => string;

const W = 960;
const H = 540;
const doc = (alt: string, body: string) => svgDoc(W, H, alt, rect(0, 0, W, H, { fill: C.white }) + body, markers());

function header(x: number, y: number, label: string, anchor: "start" | "middle" = "start"): string {
  return text(x, y, label.toUpperCase(), { size: 16, weight: 700, fill: C.muted, ls: 1, anchor });
}

function arrowLabel(x: number, y: number, label: string): string {
  return text(x, y, label, { size: 16, weight: 600, fill: C.slate, anchor: "middle" });
}

// ---------- Thor platform ----------

function thorArchitecture(alt: string): string {
  let s = "";
  const left = 24;
  const mainW = 700;
  // channels
  const chW = (mainW - 3 * 14) / 4;
  const channels: [string, Parameters<typeof icon>[0]][] = [
    ["Web", "desktop"],
    ["Mobile", "phone"],
    ["Chatbot", "chat"],
    ["Partner APIs", "api"],
  ];
  channels.forEach(([l, ic], i) => {
    const x = left + i * (chW + 14);
    s += chip(x, 16, chW, 50, l, { tone: "light", size: 18, icon: ic });
    s += arrow([
      [x + chW / 2, 68],
      [x + chW / 2, 88],
    ]);
  });
  s += node(left, 90, mainW, 46, { title: "API gateway · OAuth 2.0 and OpenID Connect", tone: "primary", titleSize: 20, r: 12 });
  s += arrow([
    [left + mainW / 2, 138],
    [left + mainW / 2, 150],
  ]);
  // bands
  const band = (y: number, h: number, fill: string, label: [string, string], chips: string[], rows: number) => {
    let b = rect(left, y, mainW, h, { r: 16, fill });
    b += text(left + 18, y + h / 2 - 4, label[0], { size: 20, weight: 700, fill: C.primary });
    b += text(left + 18, y + h / 2 + 20, label[1], { size: 20, weight: 700, fill: C.primary });
    const cols = Math.ceil(chips.length / rows);
    const top = y + (h - (rows * 42 + (rows - 1) * 8)) / 2;
    b += chipGrid(left + 128, top, mainW - 128 - 12, chips, { cols, h: 42, gap: 8, size: 16 });
    return b;
  };
  s += band(152, 112, C.accentSoft, ["Domain", "modules"], ["eKYC", "Wealth", "Planning", "Lending", "Insurance", "Inventory", "Payables", "Supply chain"], 2);
  s += band(274, 62, C.tint, ["Business", "modules"], ["Master data", "LMS", "eCommerce", "Payments"], 1);
  s += band(346, 112, C.tint2, ["Foundation", "services"], ["Identity", "Notifications", "Log shipping", "Chat", "Short URLs", "QR codes", "File storage", "Scheduling"], 2);
  s += node(left, 470, W - 48, 52, { title: "Kubernetes · PostgreSQL · Kafka · on AWS or Azure, in your account", tone: "dark", titleSize: 19, r: 12 });
  // admin portals
  const ax = 744;
  const aw = W - 24 - ax;
  s += node(ax, 152, aw, 146, { title: "Platform admin", sub: "Tenants, releases, health", icon: "gear", tone: "primary", titleSize: 20, subSize: 16 });
  s += node(ax, 312, aw, 146, { title: "Tenant admin", sub: "Users, products, rules, content", icon: "users", tone: "light", titleSize: 20, subSize: 16 });
  s += arrow([
    [left + mainW + 4, 113],
    [ax + aw / 2, 113],
    [ax + aw / 2, 148],
  ]);
  return doc(alt, s);
}

// ---------- Customer onboarding ----------

function onboardingFlow(alt: string): string {
  let s = "";
  const bw = 264;
  const bh = 162;
  const xs = [36, 348, 660];
  const rows = [26, 250];
  const stages: [string, string, Parameters<typeof icon>[0]][] = [
    ["Register", "Mobile, email and OTP", "phone"],
    ["Verify identity", "PAN, ID by OCR, liveness", "face"],
    ["Profile and risk", "Details, nominee, risk", "user"],
    ["Bank and documents", "Penny drop, uploads", "wallet"],
    ["Review and e-sign", "Consent and e-sign", "pen"],
    ["Approve and activate", "Maker-checker review", "checkCircle"],
  ];
  stages.forEach(([title, sub, ic], i) => {
    const x = xs[i % 3]!;
    const y = rows[Math.floor(i / 3)]!;
    s += node(x, y, bw, bh, { title, sub, icon: ic, tone: i === 5 ? "primary" : "white", titleSize: 24, subSize: 19, sw: 2 });
    s += numBadge(x + 28, y + 28, i + 1, { r: 17 });
    if (i % 3 < 2) {
      s += arrow([
        [x + bw + 4, y + bh / 2],
        [x + bw + 44, y + bh / 2],
      ], { color: "ahp", sw: 3 });
    }
  });
  s += arrow(
    [
      [xs[2]! + bw / 2, rows[0]! + bh + 4],
      [xs[2]! + bw / 2, 219],
      [xs[0]! + bw / 2, 219],
      [xs[0]! + bw / 2, rows[1]! - 4],
    ],
    { color: "ahp", sw: 3 },
  );
  const note = "Save and resume at any stage, with reminders by SMS, email and WhatsApp";
  s += rect(36, 448, W - 72, 60, { r: 30, fill: C.accentSoft });
  s += icon("refresh", 62, 466, 24, C.ink);
  s += text(98, 485, note, { size: 20, weight: 600, fill: C.ink, max: W - 150 });
  return doc(alt, s);
}

// ---------- Financial planning ----------

function planningOverview(alt: string): string {
  let s = "";
  const inX = 24;
  const inW = 250;
  const enX = 338;
  const enW = 284;
  const outX = 686;
  const outW = 250;
  s += header(inX, 40, "Client data");
  s += header(enX + enW / 2, 40, "Planning engine", "middle");
  s += header(outX, 40, "Advice");
  const inputs: [string, string, Parameters<typeof icon>[0]][] = [
    ["Client profile", "Family, ages, goals", "users"],
    ["Cash flows", "Income and expenses", "wallet"],
    ["Assets and liabilities", "Net worth", "coins"],
    ["Risk profile", "Appetite and capacity", "shield"],
  ];
  inputs.forEach(([title, sub, ic], i) => {
    const y = 60 + i * 108;
    s += node(inX, y, inW, 96, { title, sub, icon: ic, tone: "white", layout: "left", titleSize: 20, subSize: 16 });
    s += arrow([
      [inX + inW + 4, y + 48],
      [enX - 4, y + 48],
    ]);
  });
  // engine
  s += rect(enX, 60, enW, 420, { r: 18, fill: C.primary });
  const parts: [string, Parameters<typeof icon>[0]][] = [
    ["Goal projection", "target"],
    ["Cash-flow forecast", "chart"],
    ["Asset allocation", "grid"],
    ["Insurance gap", "umbrella"],
  ];
  parts.forEach(([l, ic], i) => {
    s += chip(enX + 20, 84 + i * 76, enW - 40, 60, l, { tone: "white", size: 19, icon: ic });
  });
  s += text(enX + enW / 2, 414, "Inflation and return", { size: 16, fill: C.tint, anchor: "middle" });
  s += text(enX + enW / 2, 436, "assumptions per goal", { size: 16, fill: C.tint, anchor: "middle" });
  const outputs: [string, string, Parameters<typeof icon>[0]][] = [
    ["Plan report", "Branded PDF, e-signed", "pdf"],
    ["Transactions", "SIPs and switches on MF platforms", "trend"],
    ["Reviews", "Reminders and progress", "calendar"],
  ];
  outputs.forEach(([title, sub, ic], i) => {
    const y = 60 + i * 146;
    s += node(outX, y, outW, 128, { title, sub, icon: ic, tone: i === 0 ? "accent" : "light", layout: "left", titleSize: 20, subSize: 16 });
    s += arrow([
      [enX + enW + 4, y + 64],
      [outX - 4, y + 64],
    ], { color: "ahp" });
  });
  return doc(alt, s);
}

function planningProcess(alt: string): string {
  let s = "";
  const bw = 264;
  const bh = 112;
  const xs = [36, 348, 660];
  const top = 48;
  const bottom = 350;
  const steps: [string, string][] = [
    ["Discover", "Family and finances"],
    ["Profile risk", "Appetite, capacity"],
    ["Set goals", "Amounts and years"],
    ["Analyse gaps", "Projections, cover"],
    ["Recommend", "Mix and insurance"],
    ["Act and review", "Invest and track"],
  ];
  const pos = [
    [xs[0]!, top],
    [xs[1]!, top],
    [xs[2]!, top],
    [xs[2]!, bottom],
    [xs[1]!, bottom],
    [xs[0]!, bottom],
  ] as const;
  steps.forEach(([title, sub], i) => {
    const [x, y] = pos[i]!;
    s += rect(x, y, bw, bh, { r: 16, fill: i === 5 ? C.primary : C.white, stroke: i === 5 ? undefined : C.line, sw: 2 });
    s += numBadge(x + 38, y + bh / 2, i + 1, { r: 21 });
    const fg = i === 5 ? C.white : C.ink;
    s += text(x + 72, y + 50, title, { size: 22, weight: 700, fill: fg, max: bw - 84 });
    s += text(x + 72, y + 78, sub, { size: 18, fill: i === 5 ? C.tint : C.muted, max: bw - 84 });
  });
  const a = { color: "ahp" as const, sw: 3 };
  s += arrow([[xs[0]! + bw + 4, top + bh / 2], [xs[1]! - 6, top + bh / 2]], a);
  s += arrow([[xs[1]! + bw + 4, top + bh / 2], [xs[2]! - 6, top + bh / 2]], a);
  s += arrow([[xs[2]! + bw / 2, top + bh + 4], [xs[2]! + bw / 2, bottom - 6]], a);
  s += arrow([[xs[2]! - 4, bottom + bh / 2], [xs[1]! + bw + 6, bottom + bh / 2]], a);
  s += arrow([[xs[1]! - 4, bottom + bh / 2], [xs[0]! + bw + 6, bottom + bh / 2]], a);
  s += arrow([[xs[0]! + bw / 2, bottom - 4], [xs[0]! + bw / 2, top + bh + 6]], { color: "aha", sw: 3, dash: "9 7" });
  // centre
  const cy = (top + bh + bottom) / 2;
  s += rect(330, cy - 44, 300, 88, { r: 44, fill: C.tint2 });
  s += icon("refresh", 362, cy - 16, 32, C.primary);
  s += text(410, cy - 4, "Repeated at", { size: 22, weight: 700, fill: C.primary });
  s += text(410, cy + 22, "every review", { size: 22, weight: 700, fill: C.primary });
  return doc(alt, s);
}

// ---------- CRM ----------

function crmArchitecture(alt: string): string {
  let s = "";
  const srcX = 24;
  const srcW = 214;
  s += header(srcX, 44, "Lead sources");
  const sources: [string, Parameters<typeof icon>[0]][] = [
    ["Website", "globe"],
    ["Campaigns", "bolt"],
    ["Partners", "users"],
    ["Branches", "building"],
  ];
  sources.forEach(([l, ic], i) => {
    const y = 66 + i * 92;
    s += node(srcX, y, srcW, 78, { title: l, icon: ic, tone: "white", layout: "left", titleSize: 19 });
    s += arrow([[srcX + srcW + 4, y + 39], [268, y + 39]]);
  });
  // API layer
  s += rect(270, 66, 52, 354, { r: 14, fill: C.primary });
  s += `<text x="${n(296)}" y="${n(250)}" font-size="20" font-weight="700" fill="${C.white}" text-anchor="middle" transform="rotate(-90 ${n(296)} ${n(243)})">${esc("API layer")}</text>`;
  s += arrow([[326, 243], [356, 243]], { color: "ahp", sw: 3 });
  // CRM core
  const cx = 360;
  const cw = 344;
  s += rect(cx, 66, cw, 354, { r: 18, fill: C.tint2, stroke: C.tint, sw: 2 });
  s += icon("users", cx + 20, 82, 26, C.primary);
  s += text(cx + 56, 103, "CRM", { size: 24, weight: 700, fill: C.primary });
  s += chipGrid(cx + 20, 128, cw - 40, ["Leads", "Contacts", "Accounts", "Opportunities", "Products", "Price book"], { cols: 2, h: 56, gap: 12, size: 19 });
  s += chip(cx + 20, 128 + 3 * 68, cw - 40, 56, "Assignment rules", { tone: "accent", size: 19, icon: "flow" });
  // systems
  const sx = 740;
  const sw = W - 24 - sx;
  s += header(sx, 44, "Systems");
  s += node(sx, 66, sw, 160, { title: "Core banking", sub: "Customers and products in step", icon: "db", tone: "light", titleSize: 20, subSize: 16 });
  s += node(sx, 260, sw, 160, { title: "Email and telephony", sub: "Activity logged", icon: "phone", tone: "light", titleSize: 20, subSize: 16 });
  s += arrow([[cx + cw + 4, 146], [sx - 4, 146]], { both: true });
  s += arrow([[cx + cw + 4, 340], [sx - 4, 340]], { both: true });
  // BI
  s += node(cx, 456, cw, 64, { title: "Power BI dashboards", icon: "chart", tone: "accent", layout: "left", titleSize: 20 });
  s += arrow([[cx + cw / 2, 424], [cx + cw / 2, 452]], { color: "ahp", sw: 3 });
  return doc(alt, s);
}

// ---------- Video KYC ----------

function videokycArchitecture(alt: string): string {
  let s = "";
  // web apps
  s += rect(24, 96, 196, 350, { r: 18, fill: C.tint });
  s += text(122, 136, "Web apps", { size: 22, weight: 700, fill: C.primary, anchor: "middle" });
  s += text(122, 162, "React, any browser", { size: 16, fill: C.slate, anchor: "middle" });
  s += node(38, 184, 168, 104, { title: "Customer", icon: "phone", tone: "white", titleSize: 19 });
  s += node(38, 304, 168, 124, { title: "Agent and reviewer", icon: "desktop", tone: "white", titleSize: 19 });
  // AWS boundary
  s += boundary(266, 40, 434, 460, "Your AWS account");
  s += node(292, 82, 166, 170, { title: "Serverless APIs", sub: "API Gateway, Lambda", icon: "bolt", tone: "primary", titleSize: 20, subSize: 16 });
  s += node(524, 82, 152, 170, { title: "PostgreSQL", sub: "Amazon RDS", icon: "db", tone: "light", titleSize: 20, subSize: 16 });
  s += node(292, 292, 166, 170, { title: "Jitsi video", sub: "Open source, on EC2", icon: "video", tone: "primary", titleSize: 20, subSize: 16 });
  s += node(524, 292, 152, 170, { title: "Recordings", sub: "Encrypted S3", icon: "lock", tone: "light", titleSize: 20, subSize: 16 });
  s += arrow([[224, 167], [288, 167]], { both: true });
  s += arrowLabel(256, 154, "HTTPS");
  s += arrow([[224, 377], [288, 377]], { both: true });
  s += arrowLabel(256, 364, "Video");
  s += arrow([[462, 167], [520, 167]]);
  s += arrow([[462, 377], [520, 377]]);
  // CRM cloud
  s += node(736, 150, 200, 250, { title: "CRM cloud", sub: "Scheduling, queues, case tracking, review workflows", icon: "cloud", tone: "accent", titleSize: 22, subSize: 16 });
  s += arrow(
    [
      [375, 78],
      [375, 62],
      [836, 62],
      [836, 146],
    ],
    { both: true, color: "ahp" },
  );
  s += pill(560, 48, "Case sync", { size: 16, h: 28, fill: C.white, color: C.slate, stroke: C.line }).svg;
  return doc(alt, s);
}

// ---------- Email analytics ----------

function emailFlow(alt: string): string {
  let s = "";
  s += node(24, 150, 176, 200, { title: "Shared mailboxes", sub: "Microsoft 365, Google Workspace", icon: "mail", tone: "light", titleSize: 20, subSize: 16 });
  s += arrow([[204, 250], [232, 250]]);
  s += node(236, 150, 176, 200, { title: "Ingestion", sub: "Mail APIs, OCR for attachments", icon: "download", tone: "light", titleSize: 20, subSize: 16 });
  s += arrow([[416, 250], [444, 250]]);
  s += node(448, 130, 196, 240, { title: "Chat AI model", sub: "Classifies, extracts and summarises", icon: "sparkle", tone: "primary", titleSize: 21, subSize: 16 });
  s += header(700, 40, "Rules and actions");
  const actions: [string, Parameters<typeof icon>[0]][] = [
    ["Auto-reply", "mail"],
    ["Route to a queue", "filter"],
    ["Update the CRM", "users"],
    ["File attachment", "clip"],
  ];
  actions.forEach(([l, ic], i) => {
    const y = 60 + i * 80;
    s += node(700, y, 236, 66, { title: l, icon: ic, tone: "white", layout: "left", titleSize: 19 });
    s += arrow([[648, 250], [676, 250], [676, y + 33], [696, y + 33]], { color: "ahp" });
  });
  s += node(700, 400, 236, 96, { title: "Human review", sub: "Low-confidence replies", icon: "user", tone: "accent", layout: "left", titleSize: 19, subSize: 16 });
  s += arrow([[590, 374], [590, 448], [696, 448]], { dash: "7 6", color: "aha" });
  s += node(24, 400, 388, 96, { title: "Dashboard", sub: "Volume by intent, sentiment, response time", icon: "chart", tone: "soft", layout: "left", titleSize: 20, subSize: 16 });
  s += arrow([[500, 374], [500, 448], [416, 448]]);
  return doc(alt, s);
}

// ---------- Financial analyst ----------

function analystArchitecture(alt: string): string {
  let s = "";
  s += node(24, 60, 186, 420, { title: "Web app", sub: "React: upload PDFs, enter passwords, ask questions", icon: "desktop", tone: "light", titleSize: 22, subSize: 16 });
  s += boundary(236, 30, 708, 490, "Your cloud account");
  s += header(262, 80, "Documents");
  s += node(262, 96, 226, 120, { title: "Document service", sub: "Decrypt, extract, OCR", icon: "doc", tone: "white", layout: "left", titleSize: 19, subSize: 16 });
  s += node(540, 96, 214, 120, { title: "Vector index", sub: "PostgreSQL, pgvector", icon: "db", tone: "light", layout: "left", titleSize: 19, subSize: 16 });
  s += arrow([[214, 156], [258, 156]]);
  s += arrow([[492, 156], [536, 156]]);
  s += header(262, 280, "Questions");
  s += node(262, 294, 186, 142, { title: "Prompt rewriter", sub: "Original to rephrased", icon: "refresh", tone: "accent", titleSize: 19, subSize: 16 });
  s += node(488, 294, 148, 142, { title: "Retriever", sub: "Top passages", icon: "search", tone: "white", titleSize: 19, subSize: 16 });
  s += node(676, 294, 248, 142, { title: "Chat AI model", sub: "Azure OpenAI, private endpoint", icon: "sparkle", tone: "primary", titleSize: 20, subSize: 16 });
  s += arrow([[562, 220], [562, 290]], { color: "ahp" });
  s += arrow([[214, 365], [258, 365]]);
  s += arrow([[452, 365], [484, 365]]);
  s += arrow([[640, 365], [672, 365]]);
  s += arrow([[800, 440], [800, 470], [216, 470]], { color: "aht", sw: 3 });
  s += text(560, 498, "Answer with page citations", { size: 18, weight: 700, fill: C.teal, anchor: "middle" });
  return doc(alt, s);
}

function questionRewriting(alt: string): string {
  let s = "";
  s += header(40, 44, "What the user asks");
  s += header(540, 44, "What the model is asked");
  const rows: [string, string][] = [
    ["How much debt does the company have?", "Total borrowings, current and non-current, at year end, with page"],
    ["Is the company profitable?", "Net profit after tax and net margin for the last three years"],
    ["Any red flags?", "Auditor qualifications, contingent liabilities, related-party deals"],
  ];
  rows.forEach(([q, r], i) => {
    const y = 64 + i * 124;
    const h = 106;
    s += rect(40, y, 340, h, { r: 16, fill: C.white, stroke: C.line, sw: 2 });
    const ql = wrap(q, 300, 21, 700);
    ql.forEach((l, k) => (s += text(60, y + h / 2 - ((ql.length - 1) * 28) / 2 + 7 + k * 28, l, { size: 21, weight: 700, fill: C.ink })));
    s += arrow([[384, y + h / 2], [448, y + h / 2]]);
    s += rect(452, y + h / 2 - 26, 56, 52, { r: 14, fill: C.primary }) + icon("refresh", 468, y + h / 2 - 12, 24, C.white);
    s += arrow([[512, y + h / 2], [536, y + h / 2]], { color: "ahp" });
    s += rect(540, y, 380, h, { r: 16, fill: C.tint });
    const rl = wrap(r, 344, 19);
    rl.forEach((l, k) => (s += text(558, y + h / 2 - ((rl.length - 1) * 26) / 2 + 6 + k * 26, l, { size: 19, fill: C.primary })));
  });
  // bottom strip
  const y = 452;
  const items: [string, Parameters<typeof icon>[0]][] = [
    ["Rephrased prompt", "refresh"],
    ["Retrieve passages", "search"],
    ["Answer with pages", "checkCircle"],
  ];
  items.forEach(([l, ic], i) => {
    const x = 40 + i * 300;
    s += chip(x, y, 260, 60, l, { tone: i === 2 ? "teal" : "light", size: 19, icon: ic });
    if (i < 2) s += arrow([[x + 264, y + 30], [x + 296, y + 30]]);
  });
  return doc(alt, s);
}

export const diagrams: Record<string, Draw> = {
  "/diagrams/thor-platform/platform-architecture.svg": thorArchitecture,
  "/diagrams/customer-onboarding/process-flow.svg": onboardingFlow,
  "/diagrams/financial-planning/solution-overview.svg": planningOverview,
  "/diagrams/financial-planning/planning-process.svg": planningProcess,
  "/diagrams/customer-relationship-management/crm-architecture.svg": crmArchitecture,
  "/diagrams/videokyc/architecture.svg": videokycArchitecture,
  "/diagrams/email-analytics/solution-flow.svg": emailFlow,
  "/diagrams/financial-analyst/architecture.svg": analystArchitecture,
  "/diagrams/financial-analyst/question-rewriting.svg": questionRewriting,
};
