/**
 * Writes the two sample product briefs the solutions pages link to:
 *   public/documents/customer-onboarding-sample.pdf
 *   public/documents/financial-planning-sample.pdf
 * A4, standard Helvetica, 2–3 pages each, brand colours, under 60 KB.
 *
 *   npx tsx scripts/content-art/solutions/make-sample-pdfs.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

const root = join(import.meta.dirname, "../../..");
const MAX_BYTES = 60 * 1024;

const hex = (h: string) => rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);
const COLOR = {
  primary: hex("#16235a"),
  primaryLight: hex("#2a3f8f"),
  tint: hex("#e3e8f8"),
  tint2: hex("#f3f5fc"),
  accent: hex("#f59e0b"),
  ink: hex("#0f172a"),
  slate: hex("#334155"),
  muted: hex("#64748b"),
  line: hex("#e2e8f0"),
  white: rgb(1, 1, 1),
};

type Block =
  | { kind: "h2"; text: string }
  | { kind: "p"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "table"; columns: string[]; widths: number[]; rows: string[][] }
  | { kind: "facts"; items: [string, string][] }
  | { kind: "note"; text: string };

type Brief = { file: string; title: string; subtitle: string; blocks: Block[] };

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const M = 56;
const CONTENT_W = PAGE_W - 2 * M;
const BOTTOM = 70;

class Writer {
  private page!: PDFPage;
  private y = 0;
  private pageNo = 0;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
    private brief: Brief,
  ) {}

  wrap(text: string, width: number, size: number, font = this.font): string[] {
    const words = text.split(/\s+/);
    const lines: string[] = [];
    let cur = "";
    for (const w of words) {
      const next = cur ? `${cur} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) <= width) cur = next;
      else {
        if (cur) lines.push(cur);
        cur = w;
      }
    }
    if (cur) lines.push(cur);
    return lines;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.pageNo += 1;
    const p = this.page;
    if (this.pageNo === 1) {
      p.drawRectangle({ x: 0, y: PAGE_H - 170, width: PAGE_W, height: 170, color: COLOR.primary });
      p.drawRectangle({ x: M, y: PAGE_H - 62, width: 22, height: 22, color: COLOR.accent });
      p.drawText("KAIRAV TECHNOLOGIES", { x: M + 32, y: PAGE_H - 56, size: 11, font: this.bold, color: COLOR.white });
      p.drawText("PRODUCT BRIEF", { x: PAGE_W - M - this.bold.widthOfTextAtSize("PRODUCT BRIEF", 10), y: PAGE_H - 56, size: 10, font: this.bold, color: COLOR.tint });
      p.drawText(this.brief.title, { x: M, y: PAGE_H - 112, size: 28, font: this.bold, color: COLOR.white });
      p.drawText(this.brief.subtitle, { x: M, y: PAGE_H - 140, size: 12, font: this.font, color: COLOR.tint });
      this.y = PAGE_H - 206;
    } else {
      p.drawRectangle({ x: 0, y: PAGE_H - 8, width: PAGE_W, height: 8, color: COLOR.primary });
      p.drawText(`${this.brief.title} | Product brief`, { x: M, y: PAGE_H - 40, size: 9, font: this.bold, color: COLOR.muted });
      p.drawLine({ start: { x: M, y: PAGE_H - 50 }, end: { x: PAGE_W - M, y: PAGE_H - 50 }, thickness: 0.75, color: COLOR.line });
      this.y = PAGE_H - 80;
    }
  }

  ensure(h: number): void {
    if (this.y - h < BOTTOM) this.newPage();
  }

  h2(text: string): void {
    // Keep a heading with at least a few lines of what follows it.
    this.ensure(110);
    this.y -= 10;
    this.page.drawRectangle({ x: M, y: this.y - 3, width: 4, height: 16, color: COLOR.accent });
    this.page.drawText(text, { x: M + 12, y: this.y, size: 14, font: this.bold, color: COLOR.primary });
    this.y -= 24;
  }

  para(text: string, o: { size?: number; color?: ReturnType<typeof rgb>; indent?: number } = {}): void {
    const size = o.size ?? 10.5;
    const lh = size * 1.45;
    const indent = o.indent ?? 0;
    for (const l of this.wrap(text, CONTENT_W - indent, size)) {
      this.ensure(lh);
      this.page.drawText(l, { x: M + indent, y: this.y, size, font: this.font, color: o.color ?? COLOR.slate });
      this.y -= lh;
    }
    this.y -= 6;
  }

  bullets(items: string[]): void {
    const size = 10.5;
    const lh = size * 1.45;
    for (const item of items) {
      const lines = this.wrap(item, CONTENT_W - 18, size);
      this.ensure(lh * Math.min(lines.length, 2));
      this.page.drawCircle({ x: M + 5, y: this.y + 3.5, size: 2.2, color: COLOR.primaryLight });
      lines.forEach((l, i) => {
        if (i) this.ensure(lh);
        this.page.drawText(l, { x: M + 18, y: this.y, size, font: this.font, color: COLOR.slate });
        this.y -= lh;
      });
      this.y -= 3;
    }
    this.y -= 6;
  }

  table(columns: string[], widths: number[], rows: string[][]): void {
    const size = 9.5;
    const lh = size * 1.35;
    const pad = 7;
    const total = widths.reduce((a, b) => a + b, 0);
    const ws = widths.map((w) => (w / total) * CONTENT_W);
    const drawRow = (cells: string[], header: boolean, shade: boolean) => {
      const font = header ? this.bold : this.font;
      const wrapped = cells.map((c, i) => this.wrap(c, ws[i]! - 2 * pad, size, i === 0 && !header ? this.bold : font));
      const h = Math.max(...wrapped.map((l) => l.length)) * lh + 2 * pad - 2;
      this.ensure(h + (header ? 0 : 0));
      const top = this.y + size;
      if (header || shade) this.page.drawRectangle({ x: M, y: top - h, width: CONTENT_W, height: h, color: header ? COLOR.primary : COLOR.tint2 });
      let x = M;
      wrapped.forEach((lines, i) => {
        lines.forEach((l, k) => {
          this.page.drawText(l, {
            x: x + pad,
            y: top - pad - size + 1 - k * lh,
            size,
            font: header || i === 0 ? this.bold : this.font,
            color: header ? COLOR.white : i === 0 ? COLOR.ink : COLOR.slate,
          });
        });
        x += ws[i]!;
      });
      this.page.drawLine({ start: { x: M, y: top - h }, end: { x: M + CONTENT_W, y: top - h }, thickness: 0.5, color: COLOR.line });
      this.y -= h;
    };
    this.ensure(lh * 4);
    drawRow(columns, true, false);
    rows.forEach((r, i) => drawRow(r, false, i % 2 === 1));
    this.y -= 16;
  }

  facts(items: [string, string][]): void {
    const boxW = (CONTENT_W - 3 * 10) / 4;
    const h = 58;
    this.ensure(h + 10);
    items.slice(0, 4).forEach(([value, label], i) => {
      const x = M + i * (boxW + 10);
      this.page.drawRectangle({ x, y: this.y - h + 12, width: boxW, height: h, color: COLOR.tint2, borderColor: COLOR.tint, borderWidth: 1 });
      this.page.drawText(value, { x: x + 10, y: this.y - 12, size: 16, font: this.bold, color: COLOR.primary });
      this.wrap(label, boxW - 20, 8.5).forEach((l, k) => this.page.drawText(l, { x: x + 10, y: this.y - 28 - k * 11, size: 8.5, font: this.font, color: COLOR.slate }));
    });
    this.y -= h + 12;
  }

  note(text: string): void {
    const size = 9;
    const lines = this.wrap(text, CONTENT_W - 24, size);
    const h = lines.length * size * 1.4 + 16;
    this.ensure(h + 8);
    this.page.drawRectangle({ x: M, y: this.y - h + size + 6, width: CONTENT_W, height: h, color: COLOR.tint2, borderColor: COLOR.tint, borderWidth: 1 });
    lines.forEach((l, i) => this.page.drawText(l, { x: M + 12, y: this.y - i * size * 1.4, size, font: this.font, color: COLOR.muted }));
    this.y -= h + 6;
  }

  footers(): void {
    const pages = this.doc.getPages();
    pages.forEach((p, i) => {
      p.drawLine({ start: { x: M, y: 48 }, end: { x: PAGE_W - M, y: 48 }, thickness: 0.75, color: COLOR.line });
      p.drawText("Kairav Technologies  |  kairav.example  |  contact@kairav.example", { x: M, y: 34, size: 8.5, font: this.font, color: COLOR.muted });
      const label = `Page ${i + 1} of ${pages.length}`;
      p.drawText(label, { x: PAGE_W - M - this.font.widthOfTextAtSize(label, 8.5), y: 34, size: 8.5, font: this.font, color: COLOR.muted });
    });
  }

  write(): void {
    this.newPage();
    for (const b of this.brief.blocks) {
      if (b.kind === "h2") this.h2(b.text);
      else if (b.kind === "p") this.para(b.text);
      else if (b.kind === "bullets") this.bullets(b.items);
      else if (b.kind === "table") this.table(b.columns, b.widths, b.rows);
      else if (b.kind === "facts") this.facts(b.items);
      else this.note(b.text);
    }
    this.footers();
  }
}

const onboarding: Brief = {
  file: "customer-onboarding-sample.pdf",
  title: "Customer Onboarding",
  subtitle: "Digital onboarding on the Thor platform, with a sample mutual fund account configuration",
  blocks: [
    { kind: "facts", items: [["< 10 min", "for most customers to finish the journey"], ["6 stages", "each configurable per product"], ["3 channels", "mobile, desktop and chatbot"], ["3 months", "to the first version in production"]] },
    { kind: "h2", text: "Overview" },
    {
      kind: "p",
      text: "Customer Onboarding replaces branch forms and couriered paperwork with a guided digital journey. Customers register, prove their identity, complete their profile, verify a bank account and sign, usually in under ten minutes. Operations receive one complete file with every check result and an audit trail, and approve it from a maker-checker queue.",
    },
    {
      kind: "p",
      text: "Documents, checks, consent text and limits are configuration, not code, so the same solution serves a savings account in India, a brokerage account in the UAE or a loan product, and adapts when regulation changes.",
    },
    { kind: "h2", text: "Journey stages and checks" },
    {
      kind: "table",
      columns: ["Stage", "What the customer does", "Checks that run"],
      widths: [1.1, 2, 1.9],
      rows: [
        ["1. Register", "Enters mobile number and email, confirms the OTP", "OTP, duplicate customer check"],
        ["2. Verify identity", "Enters PAN, scans the ID document, takes a selfie", "PAN validation, OCR, liveness, face match"],
        ["3. Profile and risk", "Confirms pre-filled details, adds a nominee, answers risk questions", "Suitability rules, product limits"],
        ["4. Bank and documents", "Adds a bank account, uploads any remaining documents", "Penny drop, account name match"],
        ["5. Review and e-sign", "Reviews the summary, gives consent, signs", "Aadhaar-based e-sign or OTP signature"],
        ["6. Approve and activate", "Receives a welcome message", "Maker-checker review, account creation in the core system"],
      ],
    },
    { kind: "h2", text: "Channels" },
    {
      kind: "bullets",
      items: [
        "Mobile: React Native screens and an SDK that drop into your existing Android and iOS apps.",
        "Desktop and mobile web: a React journey under your domain and branding.",
        "Chatbot: the same steps inside a website or WhatsApp conversation, handing over to web screens for camera capture.",
        "Assisted mode: branch or partner staff start a journey for a customer and send it on for self-service completion.",
      ],
    },
    { kind: "h2", text: "What you configure" },
    {
      kind: "bullets",
      items: [
        "Products and the documents each one requires, per jurisdiction.",
        "Checks and their thresholds, such as the minimum face match score.",
        "Consent and declaration texts, with versions kept for audit.",
        "Reminder schedule for customers who pause, by SMS, email and WhatsApp.",
        "Branding, languages and copy for each brand or partner.",
      ],
    },
    { kind: "h2", text: "Sample configuration: mutual fund account" },
    {
      kind: "table",
      columns: ["Setting", "Value"],
      widths: [1.3, 3],
      rows: [
        ["Product", "Mutual fund account, individual holder"],
        ["Documents", "PAN, identity document with address, cancelled cheque or bank statement"],
        ["Identity checks", "PAN validation, OCR on the ID, liveness, face match score of at least 0.85"],
        ["Risk profile", "Six questions mapped to five risk categories"],
        ["Reminders", "SMS after 1 hour, WhatsApp after 1 day, email after 3 days"],
        ["Approval", "Maker-checker, target of 4 working hours"],
        ["Integrations", "Registrar and core system through REST APIs; CRM lead updated at every stage"],
      ],
    },
    { kind: "h2", text: "Integration, security and deployment" },
    {
      kind: "bullets",
      items: [
        "Every step is exposed as a REST API documented in OpenAPI, with webhooks and Kafka events for downstream systems.",
        "Runs on Kubernetes in your own AWS or Azure account; data stays in the region you choose.",
        "Documents, consents and decisions are stored in the Thor secure vault with time stamps and access logs.",
        "Internal security audits twice a year, OWASP ZAP scans in the delivery pipeline, and L1, L2 and L3 production support.",
      ],
    },
    { kind: "h2", text: "Typical rollout" },
    {
      kind: "table",
      columns: ["Weeks", "Activity"],
      widths: [1, 4],
      rows: [
        ["1-2", "Discovery: products, regulations, existing systems and success measures"],
        ["3-6", "Configuration of journeys and checks; integration with core, CRM and registries"],
        ["7-10", "Testing, security review and user acceptance with operations"],
        ["11-13", "Pilot with a customer segment, then full launch: first version live in 3 months"],
      ],
    },
    { kind: "h2", text: "What teams measure" },
    {
      kind: "bullets",
      items: [
        "Completion rate: share of started journeys that reach e-sign, by channel.",
        "Time to complete: median minutes from registration to signature.",
        "Drop-off by step: where customers stop, and how many return after a reminder.",
        "Time to approval: minutes from e-sign to account activation in the core system.",
        "Cost per account: operations effort per approved customer compared with paper.",
      ],
    },
    { kind: "h2", text: "Questions we are often asked" },
    {
      kind: "bullets",
      items: [
        "Can we keep our core system? Yes. Onboarding creates customers through adapters and APIs; it does not replace the core.",
        "Can customers switch devices mid-way? Yes. Progress is saved after every step and resumes from a secure link.",
        "Who owns the code built for us? You do: the IP in the source code always belongs to the customer.",
      ],
    },
    {
      kind: "note",
      text: "This is a sample brief for illustration. Figures, names and configuration values are examples. Write to contact@kairav.example for a walkthrough.",
    },
  ],
};

const planning: Brief = {
  file: "financial-planning-sample.pdf",
  title: "Financial Planning Tool",
  subtitle: "Goal-based planning for advisors, distributors and banks, with a sample household plan",
  blocks: [
    { kind: "facts", items: [["< 1 hour", "to prepare a complete plan"], ["6 steps", "from discovery to review"], ["4 goals", "or more per household"], ["1 record", "shared with onboarding and CRM"]] },
    { kind: "h2", text: "Overview" },
    {
      kind: "p",
      text: "The Financial Planning Tool helps advisors build a goal-based plan for a household in one sitting. It captures income, expenses, assets, liabilities and insurance, projects each goal against inflation and expected returns, recommends an asset allocation that fits the client's risk profile, and produces a branded plan report. Recommendations go to mutual fund transaction platforms without re-keying, and progress is tracked at every review.",
    },
    { kind: "h2", text: "Who it is for" },
    {
      kind: "bullets",
      items: [
        "Independent financial advisors who want a professional plan in a single meeting.",
        "Mutual fund distributors moving conversations from single products to goals.",
        "Registered investment advisers who must record risk profiles and the reasons for advice.",
        "Banks and wealth desks that need one planning standard across branches.",
      ],
    },
    { kind: "h2", text: "Sample household: the Mehta family" },
    {
      kind: "table",
      columns: ["Member", "Relationship", "Age", "Notes"],
      widths: [1.4, 1.2, 0.6, 2.2],
      rows: [
        ["Vikram Mehta", "Self", "42", "Salaried; risk profile moderately aggressive"],
        ["Anjali Mehta", "Spouse", "39", "Salaried"],
        ["Kabir Mehta", "Son", "11", "Dependant; education goal in 2031"],
        ["Sunita Mehta", "Mother", "68", "Dependant; covered under family health policy"],
      ],
    },
    {
      kind: "facts",
      items: [
        ["3.55 L", "monthly household income (INR)"],
        ["1.74 L", "monthly expenses and EMIs (INR)"],
        ["1.81 L", "monthly investible surplus (INR)"],
        ["2.80 Cr", "net worth today (INR)"],
      ],
    },
    { kind: "h2", text: "Goals and what they need" },
    {
      kind: "table",
      columns: ["Goal", "Target year", "Amount needed (INR)", "Monthly investment (INR)", "Priority"],
      widths: [1.6, 1, 1.3, 1.4, 0.9],
      rows: [
        ["Retirement", "2043", "6.0 crore", "68,000", "High"],
        ["Kabir's education", "2031", "45 lakh", "32,000", "High"],
        ["Holiday home", "2030", "1.2 crore", "42,000", "Medium"],
        ["Total", "", "", "1,42,000", ""],
      ],
    },
    {
      kind: "p",
      text: "The total monthly investment of INR 1,42,000 fits within the surplus of INR 1,81,000, leaving a buffer for emergencies. The cash-flow forecast stays positive every year, and the home loan closes in 2032.",
    },
    { kind: "h2", text: "Recommended allocation" },
    {
      kind: "table",
      columns: ["Asset class", "Current", "Recommended", "Action"],
      widths: [1.3, 1, 1.2, 2.5],
      rows: [
        ["Equity", "48%", "60%", "Start SIPs in flexi cap and large cap funds"],
        ["Debt", "34%", "25%", "Keep short duration funds for goals within 5 years"],
        ["Gold", "6%", "10%", "Switch part of liquid holdings to a gold fund"],
        ["Cash", "12%", "5%", "Hold six months of expenses as an emergency fund"],
      ],
    },
    { kind: "h2", text: "Insurance gaps" },
    {
      kind: "bullets",
      items: [
        "Life cover: INR 2.5 crore needed, INR 1 crore in force. Recommendation: a term plan of INR 1.5 crore.",
        "Health cover: INR 25 lakh needed for the family, INR 10 lakh in force. Recommendation: a super top-up of INR 15 lakh.",
      ],
    },
    { kind: "h2", text: "Review schedule" },
    {
      kind: "bullets",
      items: [
        "Quarterly goal check: progress of each goal against its projection.",
        "Annual plan review: assumptions, risk profile, allocation and insurance.",
        "Event reviews: a new job, a birth, an inheritance or a large purchase.",
      ],
    },
    { kind: "h2", text: "How it fits your systems" },
    {
      kind: "bullets",
      items: [
        "Runs as the financial planning module of the Thor platform, sharing client records with onboarding, CRM and wealth management.",
        "Plan reports are generated as branded PDFs and can be sent for e-sign.",
        "Recommended SIPs and switches are passed to mutual fund transaction platforms through APIs.",
        "Deployed in your own AWS or Azure account, with role-based access for advisors, supervisors and compliance.",
      ],
    },
    { kind: "h2", text: "Assumptions used in this sample" },
    {
      kind: "table",
      columns: ["Assumption", "Value", "Applies to"],
      widths: [1.6, 0.8, 2.4],
      rows: [
        ["General inflation", "6.0%", "Household expenses, retirement and the holiday home"],
        ["Education inflation", "10.0%", "Kabir's education goal"],
        ["Equity return", "11.0%", "Long-term equity holdings, before tax"],
        ["Debt return", "7.0%", "Debt funds and fixed income, before tax"],
        ["Gold return", "7.0%", "Gold funds"],
        ["Retirement age", "60", "Vikram Mehta; life expectancy assumed at 85"],
      ],
    },
    {
      kind: "note",
      text: "Illustrative example only. The household, figures and recommendations are fictional and are not investment advice. Projections use assumed returns and inflation.",
    },
  ],
};

for (const brief of [onboarding, planning]) {
  const doc = await PDFDocument.create();
  doc.setTitle(`${brief.title}: product brief (sample)`);
  doc.setAuthor("Kairav Technologies");
  doc.setSubject(brief.subtitle);
  doc.setCreator("Kairav Technologies");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(new Date("2023-06-01T00:00:00Z"));
  doc.setModificationDate(new Date("2023-06-01T00:00:00Z"));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  new Writer(doc, font, bold, brief).write();
  const pages = doc.getPageCount();
  if (pages < 2 || pages > 3) throw new Error(`${brief.file}: ${pages} pages (expected 2–3)`);
  const bytes = await doc.save({ useObjectStreams: true });
  if (bytes.byteLength > MAX_BYTES) throw new Error(`${brief.file}: ${bytes.byteLength} bytes (max ${MAX_BYTES})`);
  const out = join(root, "public/documents", brief.file);
  mkdirSync(join(root, "public/documents"), { recursive: true });
  writeFileSync(out, bytes);
  console.log(`${brief.file}: ${pages} pages, ${bytes.byteLength} bytes`);
}
