import type { BrowserSlide, SlideSpec } from "../lib/screen.ts";
import {
  alert,
  barChart,
  button,
  buttons,
  card,
  donut,
  heading,
  keyValues,
  kpis,
  lineChart,
  list,
  progress,
  reportPage,
  row,
  scale,
  spacer,
  stack,
  table,
  tiles,
} from "../lib/screen.ts";
import { C } from "../lib/svg.ts";

const url = "plan.kairav.example";
const nav = (active: number): BrowserSlide["nav"] => ({ brand: "Thor Plan", items: ["Dashboard", "Clients", "Plans", "Reviews", "Reports"], active });

export const slides: Record<string, SlideSpec> = {
  "advisor-dashboard": {
    kind: "browser",
    url: `${url}/dashboard`,
    nav: nav(0),
    body: [
      heading("Good morning, Priya"),
      kpis([
        { label: "Clients", value: "248", delta: "+12 this quarter" },
        { label: "Plans in progress", value: "17", delta: "5 need data", tone: "accent" },
        { label: "Assets under advice", value: "INR 86 Cr", delta: "+4.2% this year" },
      ]),
      card(
        list([
          { title: "Mehta family", sub: "Annual review · Thursday", avatar: 0, pill: ["Due", "warn"] },
          { title: "Sharma household", sub: "Goal check · Friday", avatar: 1, pill: ["Scheduled", "info"] },
          { title: "Dr. Anand Iyer", sub: "Plan sign-off · Monday", avatar: 2, pill: ["Ready", "ok"] },
        ]),
        { title: "Reviews due this week", right: "6 in total" },
      ),
    ],
  },
  "add-household": {
    kind: "browser",
    url: `${url}/clients/new`,
    nav: nav(1),
    body: [
      heading("New client household", "Mehta family · 4 members"),
      table(
        [{ title: "Member", w: 1.6 }, { title: "Relationship" }, { title: "Age", w: 0.6 }, { title: "Dependant", w: 0.9 }],
        [
          [{ person: "Vikram Mehta", tone: 0 }, "Self", "42", { pill: "No", tone: "muted" }],
          [{ person: "Anjali Mehta", tone: 1 }, "Spouse", "39", { pill: "No", tone: "muted" }],
          [{ person: "Kabir Mehta", tone: 2 }, "Son", "11", { pill: "Yes", tone: "info" }],
          [{ person: "Sunita Mehta", tone: 3 }, "Mother", "68", { pill: "Yes", tone: "info" }],
        ],
      ),
      row([button("Add member", "ghost", { h: 44 }), spacer(44), button("Save and continue", "primary", { h: 44 })], 12, [1, 0.6, 1.2]),
    ],
  },
  "income-expenses": {
    kind: "browser",
    url: `${url}/plans/mehta/cash-flows`,
    nav: nav(2),
    body: [
      heading("Income and expenses", "Monthly, whole household, in INR"),
      row([
        card(
          list([
            { title: "Salary, Vikram", right: "2,10,000" },
            { title: "Salary, Anjali", right: "1,20,000" },
            { title: "Rental income", right: "25,000" },
          ]),
          { title: "Income" },
        ),
        card(
          list([
            { title: "Household", right: "85,000" },
            { title: "Home loan EMI", right: "62,000" },
            { title: "School fees", right: "18,000" },
            { title: "Insurance premiums", right: "9,000" },
          ]),
          { title: "Expenses" },
        ),
      ]),
      progress("Investible surplus: INR 1,81,000 a month", 0.51, { tone: "teal" }),
    ],
  },
  "assets-liabilities": {
    kind: "browser",
    url: `${url}/plans/mehta/net-worth`,
    nav: nav(2),
    body: [
      heading("Assets and liabilities", "Values in INR as of today"),
      kpis([
        { label: "Total assets", value: "3.38 Cr" },
        { label: "Liabilities", value: "58 L" },
        { label: "Net worth", value: "2.80 Cr" },
      ]),
      row([
        table(
          [{ title: "Asset", w: 1.4 }, { title: "Value", align: "end" }],
          [
            ["Home, Pune", { bold: "1.60 Cr" }],
            ["Mutual funds", { bold: "1.12 Cr" }],
            ["EPF and PPF", { bold: "42 L" }],
            ["Gold", { bold: "24 L" }],
          ],
        ),
        table(
          [{ title: "Liability", w: 1.4 }, { title: "Outstanding", align: "end" }],
          [
            ["Home loan", { bold: "52 L" }],
            ["Car loan", { bold: "6 L" }],
          ],
        ),
      ]),
    ],
  },
  "risk-profile": {
    kind: "browser",
    url: `${url}/plans/mehta/risk`,
    nav: nav(2),
    body: [
      heading("Risk profile: Vikram Mehta"),
      card(stack([spacer(12), scale(["Conservative", "Aggressive"], 0.68, "Moderately aggressive")]), { pad: 14 }),
      kpis([
        { label: "Risk appetite", value: "7 / 10" },
        { label: "Risk capacity", value: "6 / 10" },
        { label: "Suggested equity", value: "60–70%" },
      ]),
      list([
        { title: "Investment horizon", right: "10+ years" },
        { title: "Reaction to a 20% fall", right: "Hold and wait" },
        { title: "Income stability", right: "High" },
      ]),
    ],
  },
  "set-goals": {
    kind: "browser",
    url: `${url}/plans/mehta/goals`,
    nav: nav(2),
    body: [
      heading("Goals", "In today's money; inflation is applied per goal"),
      tiles(
        [
          { icon: "clock", title: "Retirement", value: "INR 6 Cr", sub: "By 2043", pill: ["High", "warn"] },
          { icon: "book", title: "Kabir's education", value: "INR 45 L", sub: "By 2031", pill: ["High", "warn"] },
          { icon: "home", title: "Holiday home", value: "INR 1.2 Cr", sub: "By 2030", pill: ["Medium", "info"] },
        ],
        { selected: 0 },
      ),
      alert("Monthly investment needed: INR 1,42,000, within the surplus of INR 1,81,000", "ok"),
      buttons([
        ["Add goal", "ghost"],
        ["Project goals", "primary"],
      ]),
    ],
  },
  "goal-projection": {
    kind: "browser",
    url: `${url}/plans/mehta/goals/retirement`,
    nav: nav(2),
    body: [
      heading("Retirement goal", "Target INR 6 Cr by 2043 · 78% funded on current SIPs"),
      card(
        lineChart(
          [
            { values: [0.9, 1.3, 1.8, 2.4, 3.1, 3.8, 4.7], color: C.primaryLight, dash: "7 6" },
            { values: [0.9, 1.45, 2.15, 3.0, 4.0, 5.1, 6.3], color: C.teal, area: true },
          ],
          {
            h: 176,
            labels: ["2024", "2027", "2030", "2033", "2036", "2040", "2043"],
            target: { value: 6, label: "Target INR 6 Cr" },
            max: 7,
            legend: [
              ["Current SIPs", C.primaryLight],
              ["With the plan", C.teal],
            ],
          },
        ),
        { title: "Projected corpus (INR Cr)" },
      ),
      kpis([
        { label: "Extra SIP needed", value: "INR 24,000" },
        { label: "Expected return", value: "10.5%" },
        { label: "Inflation", value: "6%" },
      ]),
    ],
  },
  "cash-flow": {
    kind: "browser",
    url: `${url}/plans/mehta/cash-flow-forecast`,
    nav: nav(2),
    body: [
      heading("Cash-flow forecast"),
      card(
        barChart([30, 32, 34, 33, 31, 29, 30, 31, 33, 35], {
          h: 230,
          stacked: [16, 17, 18, 20, 24, 27, 28, 30, 31, 33],
          labels: ["'25", "'27", "'29", "'31", "'33", "'35", "'37", "'39", "'41", "'43"],
          legend: [
            ["Expenses and EMIs", C.primaryLight],
            ["Goal investments", C.teal],
          ],
        }),
        { title: "Yearly outflows (INR lakh)" },
      ),
      alert("Income covers every year's outflows; the home loan closes in 2032", "ok"),
    ],
  },
  allocation: {
    kind: "browser",
    url: `${url}/plans/mehta/allocation`,
    nav: nav(2),
    body: [
      heading("Recommended allocation", "Moderately aggressive, 10+ year horizon"),
      row(
        [
          card(
            donut(
              [
                { value: 60, color: C.primary, label: "Equity" },
                { value: 25, color: C.teal, label: "Debt" },
                { value: 10, color: C.accent, label: "Gold" },
                { value: 5, color: C.muted, label: "Cash" },
              ],
              { h: 170 },
            ),
            { title: "Target mix" },
          ),
          card(
            table(
              [{ title: "Asset" }, { title: "Now", align: "end" }, { title: "Target", align: "end" }],
              [
                ["Equity", "48%", { bold: "60%" }],
                ["Debt", "34%", { bold: "25%" }],
                ["Gold", "6%", { bold: "10%" }],
                ["Cash", "12%", { bold: "5%" }],
              ],
              { rowH: 36 },
            ),
            { title: "Current versus target" },
          ),
        ],
        14,
        [1.15, 1],
      ),
      row([spacer(44), button("Apply to plan", "primary", { h: 44 })], 12, [2, 1]),
    ],
  },
  "insurance-gap": {
    kind: "browser",
    url: `${url}/plans/mehta/insurance`,
    nav: nav(2),
    body: [
      heading("Insurance gap", "Cover needed versus policies in force"),
      row([
        card(
          stack([
            keyValues([
              ["Needed", "INR 2.5 Cr"],
              ["In force", "INR 1 Cr"],
            ]),
            progress("Covered", 0.4, { tone: "accent" }),
          ]),
          { title: "Life cover", right: "Gap INR 1.5 Cr" },
        ),
        card(
          stack([
            keyValues([
              ["Needed", "INR 25 L"],
              ["In force", "INR 10 L"],
            ]),
            progress("Covered", 0.4, { tone: "accent" }),
          ]),
          { title: "Health cover", right: "Gap INR 15 L" },
        ),
      ]),
      alert("Recommend a term plan of INR 1.5 Cr and a health top-up of INR 15 L", "warn"),
    ],
  },
  "plan-report": {
    kind: "browser",
    url: `${url}/plans/mehta/report`,
    nav: nav(2),
    body: [
      row(
        [
          reportPage(390, { title: "Mehta family plan" }),
          stack([
            heading("Plan ready to share", "14 pages, with your logo"),
            list([
              { title: "Goals and projections", icon: "target" },
              { title: "Cash-flow forecast", icon: "chart" },
              { title: "Allocation and funds", icon: "grid" },
              { title: "Insurance and actions", icon: "shield" },
            ]),
            button("Download PDF", "ghost", { icon: "download", h: 44 }),
            button("Send for e-sign", "primary", { icon: "pen", h: 44 }),
          ]),
        ],
        24,
        [1, 1.1],
      ),
    ],
  },
  "execute-review": {
    kind: "browser",
    url: `${url}/plans/mehta/actions`,
    nav: nav(3),
    body: [
      heading("Action plan", "Sent to the transaction platform for Vikram's approval"),
      table(
        [{ title: "Action", w: 0.8 }, { title: "Scheme or product", w: 1.7 }, { title: "INR", w: 0.9, align: "end" }, { title: "Status", w: 1 }],
        [
          ["SIP", "Flexi cap fund", { bold: "25,000" }, { pill: "Sent", tone: "info" }],
          ["SIP", "Short duration fund", { bold: "15,000" }, { pill: "Sent", tone: "info" }],
          ["Switch", "Liquid to gold fund", { bold: "4,00,000" }, { pill: "Done", tone: "ok" }],
          ["Buy", "Term plan, 1.5 Cr cover", { bold: "—" }, { pill: "Pending", tone: "warn" }],
        ],
      ),
      alert("Next review: quarterly goal check on 15 June", "info"),
    ],
  },
};
