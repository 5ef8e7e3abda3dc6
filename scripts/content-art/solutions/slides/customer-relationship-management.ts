import type { BrowserSlide, SlideSpec } from "../lib/screen.ts";
import { barChart, button, card, checkbox, chips, heading, kanban, kpis, label, list, option, row, spacer, stack, table, tiles, toggles } from "../lib/screen.ts";


const url = "crm.kairav.example";
const nav = (active: number): BrowserSlide["nav"] => ({ brand: "Thor CRM", items: ["Dashboard", "Leads", "Accounts", "Opportunities", "Products", "Settings"], active });

export const slides: Record<string, SlideSpec> = {
  "sales-dashboard": {
    kind: "browser",
    url: `${url}/dashboard`,
    nav: nav(0),
    body: [
      heading("Sales overview", "March · Retail lending and wealth"),
      kpis([
        { label: "New leads", value: "1,284", delta: "+18% on February" },
        { label: "Pipeline value", value: "INR 42 Cr", delta: "INR 18.6 Cr weighted", tone: "accent" },
        { label: "Lead conversion", value: "12.4%", delta: "+1.1 points" },
      ]),
      card(barChart([14.2, 11.5, 9.8, 6.5], { h: 150, labels: ["Qualify", "Proposal", "Negotiation", "Won"], highlight: 3 }), { title: "Pipeline by stage (INR Cr)" }),
    ],
  },
  "lead-inbox": {
    kind: "browser",
    url: `${url}/leads`,
    nav: nav(1),
    body: [
      heading("Leads", "All sources · 86 new today"),
      chips(["All", "Website", "Partners", "Branch", "Campaigns"], [0]),
      table(
        [{ title: "Name", w: 1.55 }, { title: "Source", w: 1 }, { title: "Score", w: 1.25 }, { title: "Owner", w: 1 }, { title: "Follow-up", w: 1.05 }],
        [
          [{ person: "Kavya Rao", tone: 0 }, "Website", { bar: 0.86 }, "R. Menon", "Today 11:00"],
          [{ person: "Arjun Nair", tone: 1 }, "Partner", { bar: 0.72 }, "S. Khan", "Today 15:30"],
          [{ person: "Meera Pillai", tone: 2 }, "Branch", { bar: 0.64 }, "R. Menon", "Tomorrow"],
          [{ person: "Farhan Ali", tone: 3 }, "Campaign", { bar: 0.41 }, "A. Das", "Thursday"],
          [{ person: "Ritu Bansal", tone: 0 }, "Website", { bar: 0.38 }, "Unassigned", "—"],
        ],
      ),
    ],
  },
  "convert-lead": {
    kind: "browser",
    url: `${url}/leads/L-40931/convert`,
    nav: nav(1),
    body: [
      heading("Convert lead: Kavya Rao", "Qualified · home loan enquiry for INR 65 L"),
      tiles([
        { icon: "user", title: "Contact", value: "Kavya Rao", sub: "New contact", pill: ["New", "info"] },
        { icon: "home", title: "Account", value: "Rao household", sub: "Matched existing", pill: ["Linked", "ok"] },
        { icon: "trend", title: "Opportunity", value: "INR 65 L", sub: "Home loan · Qualify", pill: ["New", "info"] },
      ]),
      checkbox("Create a follow-up call for tomorrow at 11:00"),
      row([spacer(44), button("Cancel", "ghost", { h: 44 }), button("Convert", "primary", { h: 44 })], 12, [1.6, 1, 1]),
    ],
  },
  "account-360": {
    kind: "browser",
    url: `${url}/accounts/rao-household`,
    nav: nav(2),
    gap: 14,
    body: [
      heading("Rao household", "Account · owner R. Menon · customer since 2019"),
      row([
        card(
          list([
            { title: "Kavya Rao", sub: "Primary · salaried", avatar: 0 },
            { title: "Nikhil Rao", sub: "Spouse · business owner", avatar: 1 },
          ]),
          { title: "Contacts" },
        ),
        card(
          list(
            [
              { title: "Savings account", right: "4.2 L" },
              { title: "Mutual funds", right: "18.6 L" },
              { title: "Car loan", right: "3.1 L" },
            ],
            { rowH: 40 },
          ),
          { title: "Holdings (INR)" },
        ),
      ]),
      card(
        list(
          [
            { title: "Call: home loan eligibility discussed", icon: "phone", right: "Today" },
            { title: "Email: property papers received", icon: "mail", right: "Monday" },
          ],
          { rowH: 44 },
        ),
        { title: "Recent activity" },
      ),
    ],
  },
  pipeline: {
    kind: "browser",
    url: `${url}/opportunities/board`,
    nav: nav(3),
    body: [
      heading("Home loan pipeline", "This quarter · INR 18.6 Cr weighted"),
      kanban([
        {
          title: "Qualify",
          total: "14",
          cards: [
            { title: "Kavya Rao", sub: "INR 65 L", tone: 0, hot: true },
            { title: "Arjun Nair", sub: "INR 40 L", tone: 1 },
            { title: "Meera Pillai", sub: "INR 1.1 Cr", tone: 2 },
          ],
        },
        {
          title: "Proposal",
          total: "9",
          cards: [
            { title: "Sameer Joshi", sub: "INR 75 L", tone: 1 },
            { title: "Leena Dutta", sub: "INR 52 L", tone: 3 },
          ],
        },
        {
          title: "Negotiation",
          total: "5",
          cards: [
            { title: "Rahul Kapoor", sub: "INR 90 L", tone: 2 },
            { title: "Tara Iyer", sub: "INR 48 L", tone: 0 },
          ],
        },
        { title: "Won", total: "7", cards: [{ title: "Vivek Shah", sub: "INR 70 L", tone: 3 }] },
      ]),
    ],
  },
  "price-book": {
    kind: "browser",
    url: `${url}/products/price-book`,
    nav: nav(4),
    body: [
      heading("Price book: home loans", "Valid 1 April to 30 June"),
      chips(["Retail", "Salaried premium", "Self-employed", "NRI"], [0]),
      table(
        [{ title: "Product", w: 1.6 }, { title: "Rate", w: 0.8 }, { title: "Processing fee", w: 1.1 }, { title: "Status", w: 0.9 }],
        [
          [{ bold: "Home loan, floating" }, "8.65%", "0.50%", { pill: "Active", tone: "ok" }],
          [{ bold: "Home loan, fixed 3y" }, "9.10%", "0.50%", { pill: "Active", tone: "ok" }],
          [{ bold: "Top-up loan" }, "9.40%", "0.75%", { pill: "Active", tone: "ok" }],
          [{ bold: "Balance transfer" }, "8.50%", "Nil", { pill: "Approval", tone: "warn" }],
        ],
      ),
    ],
  },
  "assignment-rules": {
    kind: "browser",
    url: `${url}/settings/assignment-rules`,
    nav: nav(5),
    gap: 12,
    body: [
      heading("Assignment rule: home loan leads"),
      label("When"),
      row([option("Product is Home loan", { icon: "tag", noRadio: true }), option("Region is Pune or Mumbai", { icon: "pin", noRadio: true })], 12),
      label("Assign to"),
      option("Team West: home loans", { sub: "Round-robin · at most 25 open leads each", icon: "users", selected: true, noRadio: true }),
      card(
        stack([
          toggles([
            ["Escalate if not contacted within 2 hours", true],
            ["Skip people who are on leave", true],
          ]),
        ]),
        { pad: 12 },
      ),
    ],
  },
};


