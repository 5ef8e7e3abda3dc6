// The words the large seed writes with: enough variety that searches, snippets and ranking work on
// text shaped like a technology company's blog and inbox.

export const largePostSubjects = [
  "Kubernetes",
  "Document migration",
  "Video KYC",
  "Cloud cost control",
  "Mobile banking",
  "Robotic process automation",
  "Data warehousing",
  "API gateways",
  "Test automation",
  "Fraud analytics",
  "Wealth management platforms",
  "Travel booking engines",
  "Publishing workflows",
  "Multi-factor authentication",
  "Email analytics",
  "Serverless functions",
  "Observability",
  "Business intelligence dashboards",
  "Loan origination",
  "Edge computing",
] as const;

export const largePostAngles = [
  "lessons from a year in production",
  "what we would do differently",
  "a field guide for small teams",
  "measuring what matters",
  "the checklist we use",
  "from pilot to rollout",
  "keeping costs predictable",
  "security without friction",
  "a migration in five steps",
  "questions clients ask first",
] as const;

export const largeTextWords = [
  "platform", "migration", "release", "customer", "pipeline", "latency", "ledger", "compliance", "dashboard", "onboarding",
  "cluster", "container", "workflow", "invoice", "report", "audit", "scaling", "backup", "recovery", "integration",
  "bank", "insurer", "lender", "traveller", "editor", "analyst", "engineer", "team", "quarter", "budget",
  "quickly", "safely", "reliably", "every", "week", "month", "we", "our", "their", "the",
  "a", "with", "without", "before", "after", "during", "across", "through", "built", "shipped",
  "measured", "reduced", "improved", "automated", "tested", "reviewed", "monitored", "deployed", "planned", "learned",
] as const;

export const largeAuthors = ["Priya Nair", "Arjun Mehta", "Sara Thomas", "Daniel Brooks", "Fatima Al Mansoori", "Rohan Kulkarni"] as const;

export const largeVisitorNames = [
  "Anita Desai", "Vikram Rao", "Meera Iyer", "Karan Shah", "Neha Gupta", "Omar Haddad", "Lena Fischer", "Raj Patel",
  "Sofia Martins", "James Carter", "Aisha Khan", "Tomás Silva", "Yuki Tanaka", "Grace Okafor", "Ivan Petrov", "Chen Wei",
] as const;
